import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimConfirmInput, ClaimResult } from '@shared/schemas/claims';
import { api } from '@/lib/api-client';
import { invalidateSubmissions } from '@/lib/query-keys';

/** POST /api/account/claims/confirm: 200 how many were attached; 400 link unknown, used, expired or another account's; 401. */
export function confirmClaim(input: ClaimConfirmInput): Promise<ClaimResult> {
  return api.post<ClaimResult>('/api/account/claims/confirm', input);
}

export function useConfirmClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    // The customer's lists of submissions now hold more: every cached view of them is out of date.
    onSuccess: () => invalidateSubmissions(client),
  });
}
