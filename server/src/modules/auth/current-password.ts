import { verifyPassword } from './password';
import { SIGN_IN_PER_ADDRESS, SIGN_IN_PER_PAIR, type Throttle } from './throttle';
import type { UserRow } from './user-repository';

export type CurrentPasswordRefusal = { kind: 'wrong' } | { kind: 'throttled'; retryAfterMs: number };

// Guessing the current password from a stolen session is a sign-in attempt like any other. The per-user
// count only stops what asks for the password again (never a sign-in), so it cannot lock the owner out.
const passwordKeys = (ip: string, userId: number) => ({ address: `ip:${ip}`, account: `password:user:${userId}` });

/**
 * The current password asked for again from a signed-in session (a change of e-mail or password, an
 * admin's enrolment in a second factor), counted like a sign-in: a stolen session cannot guess it at
 * leisure. Answers null when it is right.
 */
export function createCurrentPasswordCheck(throttle: Throttle) {
  return async (ip: string, user: UserRow, password: string): Promise<CurrentPasswordRefusal | null> => {
    const keys = passwordKeys(ip, user.id);
    // Counted before the check (see login), so concurrent guesses cannot outrun the count.
    const addressMs = await throttle.hit(keys.address, SIGN_IN_PER_ADDRESS);
    if (addressMs > 0) return { kind: 'throttled', retryAfterMs: addressMs };
    const accountMs = await throttle.hit(keys.account, SIGN_IN_PER_PAIR);
    if (accountMs > 0) return { kind: 'throttled', retryAfterMs: accountMs };
    if (!(await verifyPassword(user.passwordHash, password))) return { kind: 'wrong' };
    await throttle.clear(keys.account);
    await throttle.refund(keys.address);
    return null;
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
