import { useMutation } from '@tanstack/react-query';
import type { TotpEnabled, TotpEnableInput } from '@shared/schemas/second-factor';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/totp/enable: confirms the secret with a current code and the password; answers the
 * recovery codes, once. The answer's new session cookie carries the back office's rights.
 */
export function enableTotp(input: TotpEnableInput): Promise<TotpEnabled> {
  return api.post<TotpEnabled>('/api/auth/totp/enable', input);
}

export function useEnableTotp() {
  return useMutation({ mutationFn: enableTotp });
}
