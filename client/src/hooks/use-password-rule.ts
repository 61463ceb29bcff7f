import { useEffect } from 'react';
import { loadPasswordChecker, newPasswordProblem } from '@shared/password-rule';

/**
 * For a form that sets a password: starts downloading the common-password checker (about 1 MB,
 * its own chunk) when the form shows, so the check at submit is instant; pages without a password
 * field never download it. Returns the shared rule, which the server applies again.
 */
export function usePasswordRule(): typeof newPasswordProblem {
  useEffect(() => {
    loadPasswordChecker().catch(() => undefined); // retried at submit; the server checks anyway
  }, []);
  return newPasswordProblem;
}
