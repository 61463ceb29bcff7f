import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@shared/schemas/submission';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';

/**
 * GET /api/submissions/:orderNumber: the Quick Opinion being upgraded, to prefill the items and show
 * the credit. Any failure (not signed in, not found, or an older server without the route) is
 * null: the page then carries only the number, and the server still applies the credit.
 */
export async function getUpgradeSource(orderNumber: string): Promise<Submission | null> {
  try {
    const found = await api.get<Submission>(`/api/submissions/${encodeURIComponent(orderNumber)}`);
    return found.serviceType === 'quick_opinion' ? found : null;
  } catch {
    return null;
  }
}

export function useUpgradeSource(orderNumber: string | null) {
  return useQuery({
    queryKey: submissionKeys.upgradeSource(orderNumber),
    queryFn: () => getUpgradeSource(orderNumber!),
    enabled: orderNumber !== null,
  });
}
