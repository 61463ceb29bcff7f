import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import type { InvoicePaymentResult } from '@shared/schemas/invoices';
import type { CardSummary } from '@shared/schemas/payment';
import { api } from '@/lib/api-client';

/**
 * POST /api/guest-order/invoice/pay: the invoice of the order a guest link opens, paid as an owner pays
 * theirs (the same answers as pay-invoice.ts: 200, 402, 409 already paid, 502, 429), the link's token in
 * a header.
 */
export function payGuestInvoice({ token, cardToken, card }: { token: string; cardToken: string; card?: CardSummary | undefined }): Promise<InvoicePaymentResult> {
  return api.post<InvoicePaymentResult>('/api/guest-order/invoice/pay', { cardToken, card }, { headers: { [GUEST_LINK_HEADER]: token } });
}
