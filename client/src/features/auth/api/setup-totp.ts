import { useMutation } from '@tanstack/react-query';
import type { TotpSetup } from '@shared/schemas/second-factor';
import { api } from '@/lib/api-client';

/** POST /api/auth/totp/setup: a new authenticator secret for an admin not yet enrolled (409 once enrolled). */
export function setupTotp(): Promise<TotpSetup> {
  return api.post<TotpSetup>('/api/auth/totp/setup');
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
