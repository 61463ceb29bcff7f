import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailProblem, MailProblemList } from '@shared/schemas/mail-outbox';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY, useWhileAdmin } from './signed-in-admin';

export type { MailProblem };

/** GET /api/admin/mail-outbox: e-mails failing or given up on (docs/decisions/028). */
export function getMailProblems(signal?: AbortSignal): Promise<MailProblemList> {
  return api.get<MailProblemList>('/api/admin/mail-outbox', { signal });
}

export const mailProblemsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'mail-outbox'],
    queryFn: ({ signal }) => getMailProblems(signal),
  });

export function useMailProblems() {
  return useQuery({ ...mailProblemsQueryOptions(), enabled: useWhileAdmin() });
}
