import type { ChangePasswordInput, ProfileInput } from '@shared/schemas/account';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SessionStore } from '../auth/session-store';
import { THROTTLE, type Throttle } from '../auth/throttle';
import type { UserRow } from '../auth/user-repository';
import type { AccountRepository } from './account-repository';

type ProfileResult = { ok: true; user: UserRow } | { ok: false; taken: 'email' };
type PasswordResult = { kind: 'ok'; token: string | null } | { kind: 'wrong' } | { kind: 'throttled'; retryAfterMs: number };

const isUniqueViolation = (err: unknown) => {
  const cause = (err as { cause?: unknown }).cause ?? err;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
};

// Guessing the current password from a stolen session is a sign-in attempt like any other.
const passwordKeys = (ip: string, userId: number) => ({ address: `ip:${ip}`, account: `password:user:${userId}` });

export function createAccountService(deps: { accounts: AccountRepository; sessions: SessionStore; throttle: Throttle }) {
  const { accounts, sessions, throttle } = deps;

  return {
    async updateProfile(user: UserRow, input: ProfileInput): Promise<ProfileResult> {
      if (await accounts.emailTakenByOther(user.id, input.email)) return { ok: false, taken: 'email' };
      try {
        return { ok: true, user: await accounts.updateProfile(user.id, input) };
      } catch (err) {
        // Two accounts racing for the same address: the unique index decides.
        if (isUniqueViolation(err)) return { ok: false, taken: 'email' };
        throw err;
      }
    },

    /**
     * Checks the current password, stores the new one and ends every other session of the user.
     * This browser stays signed in on a new token (the old one may have leaked with the password).
     */
    async changePassword(ip: string, user: UserRow, sessionId: string | null, input: ChangePasswordInput): Promise<PasswordResult> {
      const keys = passwordKeys(ip, user.id);
      const lockedMs = await throttle.lockedFor([keys.address, keys.account]);
      if (lockedMs > 0) return { kind: 'throttled', retryAfterMs: lockedMs };
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await throttle.recordFailure(keys.address, THROTTLE.maxPerAddress);
        await throttle.recordFailure(keys.account, THROTTLE.maxPerAccount);
        return { kind: 'wrong' };
      }
      await throttle.clear(keys.account);
      await accounts.setPassword(user.id, await hashPassword(input.newPassword), sessionId);
      // The database store ended them in setPassword's transaction; a Redis store ends them here.
      await sessions.destroyForUser(user.id, sessionId);
      const token = sessionId ? await sessions.signIn(sessionId, user.id) : null;
      return { kind: 'ok', token };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
