import { useQuery } from '@tanstack/react-query';
import { GUEST_LINK_HEADER, type GuestOrder } from '@shared/schemas/guest-link';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';

/**
 * GET /api/guest-order: the order a guest link opens, the token in a header (never in the URL).
 * 404 unknown or replaced link, 410 expired, 429 too many links that do not work from this address.
 */
export function getGuestOrder(token: string, signal?: AbortSignal): Promise<GuestOrder> {
  return api.get<GuestOrder>('/api/guest-order', { headers: { [GUEST_LINK_HEADER]: token }, signal });
}

export function useGuestOrder(orderNumber: string, token: string | null) {
  return useQuery({
    queryKey: submissionKeys.guestOrder(orderNumber),
    queryFn: ({ signal }) => getGuestOrder(token!, signal),
    enabled: token !== null,
    // A refused link stays refused: asking again by itself would only count against the address.
    retry: false,
    refetchOnWindowFocus: 'always',
  });
}
