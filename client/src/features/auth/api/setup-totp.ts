import { useMutation } from '@tanstack/react-query';
import type { TotpSetup, TotpSetupRequest } from '@shared/schemas/second-factor';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/totp/setup: a new authenticator secret for an admin not yet enrolled (409 once
 * enrolled). The current password is asked again (a session opened with a stolen password cannot).
 */
export function setupTotp(input: TotpSetupRequest): Promise<TotpSetup> {
  return api.post<TotpSetup>('/api/auth/totp/setup', input);
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
