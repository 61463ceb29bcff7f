import type { QueryClient } from '@tanstack/react-query';

/**
 * The one family of query keys for submissions, used by every feature that reads or refreshes them
 * (features cannot import each other, so the keys live here). Everything starts with 'submissions',
 * so a single invalidation after an order, an upgrade, a claim or an invoice payment reaches the
 * dashboard, My Submissions, a submission's page and its parcel and invoice alike.
 */
export const submissionKeys = {
  all: ['submissions'] as const,
  /** The signed-in customer's pages (GET /api/submissions?userId=&page=&pageSize=). */
  list: (userId: number, page: number, pageSize: number) => [...submissionKeys.all, 'list', userId, page, pageSize] as const,
  /** One submission (GET /api/submissions/{orderNumber}). */
  detail: (orderNumber: string) => [...submissionKeys.all, 'detail', orderNumber] as const,
  /** Its parcel both ways and its invoice (GET /api/submissions/{orderNumber}/shipping). */
  shipping: (orderNumber: string) => [...submissionKeys.detail(orderNumber), 'shipping'] as const,
  /** The order a guest link opens (GET /api/guest-order, the token in a header). */
  guestOrder: (orderNumber: string) => [...submissionKeys.detail(orderNumber), 'guest'] as const,
  /** The Quick Opinion a Full LOA upgrades, read by /full-loa. */
  upgradeSource: (orderNumber: string | null) => [...submissionKeys.all, 'upgrade-source', orderNumber] as const,
};

/** After anything that changes a customer's submissions: every cached view of them is read again. */
export const invalidateSubmissions = (client: QueryClient) => client.invalidateQueries({ queryKey: submissionKeys.all });
