import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMode } from '@shared/constants';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

/** A charge that pays for nothing: its submission never created, or its invoice cancelled (server/src/modules/payments/routes.ts). */
export interface UnattachedPayment {
  id: number;
  orderReference: string;
  transactionId: string | null;
  amountCents: number;
  currency: string;
  cardLast4: string | null;
  customerName: string | null;
  customerEmail: string | null;
  serviceType: string;
  mode: PaymentMode;
  testPayment: boolean;
  createdAt: string;
}

/** GET /api/admin/payments/unattached: approved charges that pay for nothing, for follow-up. */
export function getUnattachedPayments(signal?: AbortSignal): Promise<UnattachedPayment[]> {
  return api.get<UnattachedPayment[]>('/api/admin/payments/unattached', { signal });
}

export const unattachedPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'payments', 'unattached'],
    queryFn: ({ signal }) => getUnattachedPayments(signal),
  });

export function useUnattachedPayments() {
  return useQuery({ ...unattachedPaymentsQueryOptions(), enabled: useWhileAdmin() });
}
