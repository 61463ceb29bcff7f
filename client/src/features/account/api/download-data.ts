import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * GET /api/account/export, saved as the file the server names. Fetched (not a plain link) so a
 * signed-out or failed answer shows as a message instead of a downloaded error page.
 */
export async function downloadData(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'include' }).catch(() => {
    throw new ApiError(0, 'Could not reach the server. Please check your connection and try again.');
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `${response.status}: ${response.statusText}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'goat-account-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled (docs/product.md, Talking to the server: releases after 100 ms).
  setTimeout(() => URL.revokeObjectURL(url), 100);
}

export function useDownloadData() {
  return useMutation({ mutationFn: downloadData });
}
