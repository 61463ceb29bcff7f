import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionList } from '@shared/schemas/submission-list';
import { api } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys';
import { useWhileSignedIn } from './signed-in';

export interface SubmissionsPage {
  userId: number;
  page?: number;
  pageSize?: number;
}

/** GET /api/submissions?userId=&page=&pageSize=: one page of the user's submissions, newest first, with counts. */
export function getSubmissions({ userId, page = 1, pageSize = SUBMISSIONS_PAGE_SIZE }: SubmissionsPage, signal?: AbortSignal): Promise<SubmissionList> {
  const query = new URLSearchParams({ userId: String(userId), page: String(page), pageSize: String(pageSize) });
  return api.get<SubmissionList>(`/api/submissions?${query.toString()}`, { signal });
}

export const submissionsQueryOptions = (params: SubmissionsPage) =>
  queryOptions({
    queryKey: submissionKeys.list(params.userId, params.page ?? 1, params.pageSize ?? SUBMISSIONS_PAGE_SIZE),
    queryFn: ({ signal }) => getSubmissions(params, signal),
    // Orders move on the admin's side too (an invoice issued, a verdict): read afresh on return to the tab.
    refetchOnWindowFocus: 'always',
  });

/** Keeps the page on screen while the next one loads, so the pager does not jump to a skeleton. */
export function useSubmissions(params: SubmissionsPage) {
  const enabled = useWhileSignedIn(params.userId);
  return useQuery({ ...submissionsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
