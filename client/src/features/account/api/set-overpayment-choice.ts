import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverpaymentChoice } from '@shared/invoice';
import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import type { OverpaymentChoiceBody } from '@shared/schemas/submission';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';
import { submissionQueryOptions } from './get-submission';

/**
 * PUT /api/submissions/{orderNumber}/overpayment-choice (the owner's session), or
 * /api/guest-order/overpayment-choice with a guest link's token: refund or credit what a prepaid Bundle
 * paid beyond its items. 409 once the invoice is issued.
 */
export function setOverpaymentChoice({ orderNumber, token, choice }: { orderNumber: string; token: string | null; choice: OverpaymentChoice }): Promise<OverpaymentChoiceBody> {
  const body = { overpaymentChoice: choice };
  return token === null
    ? api.put<OverpaymentChoiceBody>(`/api/submissions/${encodeURIComponent(orderNumber)}/overpayment-choice`, body)
    : api.put<OverpaymentChoiceBody>('/api/guest-order/overpayment-choice', body, { headers: { [GUEST_LINK_HEADER]: token } });
}

export function useSetOverpaymentChoice(orderNumber: string, token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: OverpaymentChoice) => setOverpaymentChoice({ orderNumber, token, choice }),
    onSettled: () => {
      // Read again either way: a 409 means the invoice was issued meanwhile. Waited for, so the
      // mutation is settled only once the page holds the choice as saved.
      const queryKey = token === null ? submissionQueryOptions(orderNumber).queryKey : submissionKeys.guestOrder(orderNumber);
      return client.invalidateQueries({ queryKey, exact: true });
    },
  });
}
