/**
 * The rule every new password meets (registration, change password, reset password), on the
 * server and in the browser: at least 12 characters, and not guessable from common and breached
 * passwords, keyboard walks, repeats or the account's own name and address. Sign-in does not apply
 * it: older passwords keep working, and an account whose password fails it is asked to change it.
 */
// A type-only import: erased at build, so the engine stays out of every bundle that imports this rule.
import type * as PasswordEngine from './password-strength-engine';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** zxcvbn score 3: at least 10^8 guesses, "safely unguessable" against online and throttled attacks. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_COMMON = 'This password is too common. Add words or characters that are hard to guess.';
export const passwordTooShort = (label = 'Password') => `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`;

let loading: Promise<typeof PasswordEngine> | null = null;

/** Loads the checker (about 1 MB) once; pages with a password field call it early to have it ready. */
export function loadPasswordChecker() {
  loading ??= import('./password-strength-engine').catch((err: unknown) => {
    loading = null; // a failed download (a flaky connection) may be retried on the next check
    throw err;
  });
  return loading;
}

/**
 * What is wrong with a new password, in words, or null when it is good. `userInputs` are the
 * account's own words (username, e-mail, names): a password made of them is refused too.
 */
export async function newPasswordProblem(password: string, userInputs: string[] = [], label = 'Password'): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordTooShort(label);
  if (password.length > PASSWORD_MAX_LENGTH) return `${label} must be ${PASSWORD_MAX_LENGTH} characters or fewer`;
  const { passwordScore } = await loadPasswordChecker();
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  return passwordScore(password, inputs) >= PASSWORD_MIN_SCORE ? null : PASSWORD_TOO_COMMON;
}

/** The account's own words, which a password must not be built from. */
export function accountWords(account: { username?: string; email?: string; firstName?: string; lastName?: string }): string[] {
  return [account.username, account.email, account.firstName, account.lastName].filter((v): v is string => Boolean(v));
}
