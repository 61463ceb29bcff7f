import type { CurrentPasswordCheck, CurrentPasswordRefusal } from './current-password';
import type { SecondFactor } from './second-factor';
import type { SessionStore } from './session-store';
import type { UserRow } from './user-repository';

type SetupResult = { kind: 'ok'; setup: { secret: string; uri: string; qrCode: string } } | { kind: 'already-enabled' } | CurrentPasswordRefusal;
type EnableResult =
  | { kind: 'ok'; recoveryCodes: string[]; token: string }
  | { kind: 'already-enabled' }
  | { kind: 'not-set-up' }
  | { kind: 'code-wrong' }
  | CurrentPasswordRefusal;

/**
 * An admin's enrolment in a second factor (decision 019). Both steps ask for the current password again:
 * a session signed in with a stolen password could otherwise replace the secret or confirm its own. The
 * session that enrols passes the second factor (on a new token) and every other session of the admin
 * ends: one signed in elsewhere with the password alone never becomes an admin session.
 */
export function createEnrolment(deps: { secondFactor: SecondFactor; sessions: SessionStore; checkPassword: CurrentPasswordCheck }) {
  const { secondFactor, sessions, checkPassword } = deps;
  return {
    async setup(ip: string, user: UserRow, password: string): Promise<SetupResult> {
      const refusal = await checkPassword(ip, user, password);
      if (refusal) return refusal;
      const setup = await secondFactor.setup(user);
      return setup ? { kind: 'ok', setup } : { kind: 'already-enabled' };
    },

    async enable(ip: string, user: UserRow, sessionId: string, password: string, code: string): Promise<EnableResult> {
      const refusal = await checkPassword(ip, user, password);
      if (refusal) return refusal;
      const result = await secondFactor.enable(user, code);
      if (result === 'wrong') return { kind: 'code-wrong' };
      if (result === 'already-enabled' || result === 'not-set-up') return { kind: result };
      await sessions.destroyForUser(user.id, sessionId);
      const token = await sessions.signIn(sessionId, user.id, { keepLimits: true, secondFactor: true });
      return { kind: 'ok', recoveryCodes: result.recoveryCodes, token };
    },
  };
}

export type Enrolment = ReturnType<typeof createEnrolment>;
