import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The PDFs a guest link opens: GET /api/guest-order/pdf, /invoice/pdf and /invoice/receipt/pdf. */
export type GuestDocument = 'submission' | 'invoice' | 'receipt';
const paths: Record<GuestDocument, string> = { submission: 'pdf', invoice: 'invoice/pdf', receipt: 'invoice/receipt/pdf' };

/**
 * Fetches the PDF with the token in a header and saves it: a plain link would have to carry the token
 * in its URL. The file keeps the name the server gives it.
 */
export async function downloadGuestDocument(token: string, which: GuestDocument, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/guest-order/${paths[which]}`, { headers: { [GUEST_LINK_HEADER]: token } });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${response.statusText}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
