import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoicePaymentResult } from '@shared/schemas/invoices';
import type { CardSummary } from '@shared/schemas/payment';
import { api } from '@/lib/api-client';
import { invalidateSubmissions } from '@/lib/query-keys';
import { payGuestInvoice } from './pay-guest-invoice';

/**
 * POST /api/submissions/{orderNumber}/invoice/pay: 200 paid, 402 declined (the card's message), 409
 * already paid or a payment in progress, 502 the provider's answer unknown (retry: never charged twice).
 * 429 too many declined cards. The amount is the stored invoice's: the client sends only the card token
 * and the token's card details (declines are counted per card).
 */
export function payInvoice({ orderNumber, cardToken, card }: { orderNumber: string; cardToken: string; card?: CardSummary | undefined }): Promise<InvoicePaymentResult> {
  return api.post<InvoicePaymentResult>(`/api/submissions/${encodeURIComponent(orderNumber)}/invoice/pay`, { cardToken, card });
}

/** Pays the invoice as its owner, or, given a guest link's token, through that link (pay-guest-invoice.ts). */
export function usePayInvoice(orderNumber: string, guestToken?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paid: { cardToken: string; card?: CardSummary | undefined }) =>
      guestToken ? payGuestInvoice({ token: guestToken, ...paid }) : payInvoice({ orderNumber, ...paid }),
    // The invoice, the timeline, and the dashboard's and My Submissions' invoices due all change.
    onSettled: () => invalidateSubmissions(client),
  });
}
