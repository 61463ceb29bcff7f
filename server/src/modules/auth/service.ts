import type { FastifyRequest } from 'fastify';
import { accountWords, newPasswordProblem } from '@shared/password-rule';
import type { RegisterInput } from '@shared/schemas/auth';
import { hashPassword, verifyPassword } from './password';
import { notePasswordAge } from './password-age';
import { hasSecondFactor, type SecondFactor } from './second-factor';
import type { SessionStore } from './session-store';
import { perHour, SIGN_IN_PER_ADDRESS, SIGN_IN_PER_PAIR, throttleKeys, type Throttle } from './throttle';
import type { UserRepository, UserRow } from './user-repository';

type LoginResult =
  // secondFactor: an admin's code was checked too (the session it starts has admin rights).
  | { kind: 'ok'; user: UserRow; secondFactor: boolean }
  | { kind: 'invalid' }
  // An admin's right password without a code (mfaRequired), or with a wrong or spent one.
  | { kind: 'code-required' }
  | { kind: 'code-wrong' }
  | { kind: 'throttled'; retryAfterMs: number };

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ('code' in err ? err.code === '23505' : false);

export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionStore;
  throttle: Throttle;
  secondFactor: SecondFactor;
  registrationsPerHour: number;
}) {
  const { users, sessions, throttle, secondFactor } = deps;

  return {
    /**
     * Counts a registration from this address (a family or a shop makes a few accounts, a script making
     * hundreds is stopped): 0 when it may go on, else the milliseconds to wait.
     */
    admitRegistration(ip: string): Promise<number> {
      return throttle.hit(`register:ip:${ip}`, perHour(deps.registrationsPerHour));
    },

    async register(
      input: RegisterInput,
    ): Promise<{ ok: true; user: UserRow } | { ok: false; taken: 'username' | 'email' } | { ok: false; weakPassword: string }> {
      const weakPassword = await newPasswordProblem(input.password, accountWords(input));
      if (weakPassword) return { ok: false, weakPassword };
      const taken = await users.findTaken(input.username, input.email);
      if (taken.username) return { ok: false, taken: 'username' };
      if (taken.email) return { ok: false, taken: 'email' };
      try {
        // The role the client sent is ignored: every registration is a customer.
        const user = await users.create({
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'customer',
        });
        return { ok: true, user };
      } catch (err) {
        // Two registrations racing for the same name: the unique index decides.
        const cause = (err as { cause?: unknown }).cause ?? err;
        if (!isUniqueViolation(cause)) throw err;
        const again = await users.findTaken(input.username, input.email);
        return { ok: false, taken: again.username ? 'username' : 'email' };
      }
    },

    /**
     * Every attempt is counted before the password is looked at (per address, then per pair of account
     * and address), so concurrent attempts cannot all pass a check made before the first is recorded.
     * A success takes its attempt back from the address and clears the pair; a failure stays counted.
     * `totp`: an admin's 6-digit code or recovery code (second-factor.ts); a customer's is ignored.
     */
    async login(ip: string, identifier: string, password: string, totp?: string): Promise<LoginResult> {
      const keys = throttleKeys(ip, identifier);
      const addressMs = await throttle.hit(keys.address, SIGN_IN_PER_ADDRESS);
      if (addressMs > 0) return { kind: 'throttled', retryAfterMs: addressMs };
      const pairMs = await throttle.hit(keys.pair, SIGN_IN_PER_PAIR);
      if (pairMs > 0) return { kind: 'throttled', retryAfterMs: pairMs };
      const user = await users.findByUsernameOrEmail(identifier);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!ok || !user) return { kind: 'invalid' };
      // A wrong code stays counted like a wrong password: codes cannot be guessed at leisure.
      const factor = await secondFactor.check(user, totp);
      if (factor === 'required') {
        // The right password, the code still to come: not a failed attempt, so it is given back (an
        // admin's every sign-in starts this way). Wrong codes stay counted below.
        await throttle.refund(keys.pair);
        await throttle.refund(keys.address);
        return { kind: 'code-required' };
      }
      if (factor === 'wrong') return { kind: 'code-wrong' };
      await throttle.clear(keys.pair);
      await throttle.refund(keys.address);
      return { kind: 'ok', user: await notePasswordAge(users, user, password), secondFactor: hasSecondFactor(user) };
    },

    /**
     * Signs the browser's session in (creating one if it had none); returns the new cookie token.
     * `secondFactor`: this sign-in passed an admin's code; without it the session has no admin rights.
     */
    async startSession(request: FastifyRequest, userId: number, secondFactor = false): Promise<string> {
      // A visitor session is carried over (what they created stays theirs); another user's is not.
      const current = request.session;
      if (current && (current.user === null || current.user.id === userId)) return sessions.signIn(current.id, userId, { secondFactor });
      const created = await sessions.create({ userId, secondFactor, userAgent: request.headers['user-agent'], ip: request.ip });
      return created.token;
    },

    endSession(sessionId: string) {
      return sessions.destroy(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
