import type { FastifyRequest } from 'fastify';
import { accountWords, newPasswordProblem } from '@shared/password-rule';
import type { RegisterInput } from '@shared/schemas/auth';
import { hashPassword, verifyPassword } from './password';
import { notePasswordAge } from './password-age';
import type { Mailer } from '../mail/mailer';
import { guessingMail, type GuessingKind } from './guessing-mail';
import { hasSecondFactor, type SecondFactor } from './second-factor';
import type { SessionStore } from './session-store';
import {
  accountKeys,
  CODES_PER_ACCOUNT,
  perHour,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_DEVICE,
  SIGN_IN_PER_PAIR,
  throttleKeys,
  type Limit,
  type Throttle,
} from './throttle';
import type { TrustedDevices } from './trusted-devices';
import type { UserRepository, UserRow } from './user-repository';
import { isUniqueViolation } from '../../db/unique-violation';

type LoginResult =
  // secondFactor: an admin's code was checked too (the session it starts has admin rights).
  | { kind: 'ok'; user: UserRow; secondFactor: boolean }
  | { kind: 'invalid' }
  // An admin's right password without a code (mfaRequired), or with a wrong or spent one.
  | { kind: 'code-required' }
  | { kind: 'code-wrong' }
  // `cap`: refused by a per-account count (which one, for the answer and the log), not a per-address one.
  | { kind: 'throttled'; retryAfterMs: number; cap?: { userId: number; what: AccountCap } };

export type AccountCap = 'new-browsers' | 'device' | 'codes';

export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionStore;
  throttle: Throttle;
  secondFactor: SecondFactor;
  trustedDevices: TrustedDevices;
  mailer: Mailer;
  registrationsPerHour: number;
  /** Failed sign-ins an hour on one account from browsers new to it (SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR). */
  accountFailuresPerHour: number;
}) {
  const { users, sessions, throttle, secondFactor, trustedDevices, mailer } = deps;

  /**
   * Tells the owner a per-account cap has tripped, once per lock: the first refusal counts a key whose
   * window is as long as the lock, later ones find it counted (a refusal is not a new event to report).
   */
  async function alertOwner(user: UserRow, kind: GuessingKind, limit: Limit): Promise<void> {
    const first = (await throttle.hit(accountKeys(user.id).alerted(kind), { max: 1, windowMs: limit.lockMs, lockMs: limit.lockMs })) === 0;
    if (first) await mailer.send(guessingMail(user, kind, Math.round(limit.lockMs / 60_000)));
  }

  /** The account's count this attempt goes to: the browser's own if it signed in here before, else the new browsers'. */
  async function accountCount(user: UserRow, browserId: string | null): Promise<{ key: string; limit: Limit; trusted: boolean }> {
    const deviceId = await trustedDevices.find(user.id, browserId);
    if (deviceId !== null) return { key: accountKeys(user.id).device(deviceId), limit: SIGN_IN_PER_DEVICE, trusted: true };
    return { key: accountKeys(user.id).newBrowsers, limit: perHour(deps.accountFailuresPerHour), trusted: false };
  }

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
     * and address, then per account: its browsers new to it together, each browser that signed in to it
     * before on its own), so concurrent attempts cannot all pass a check made before the first is
     * recorded. A success takes its attempt back from the address and the account and clears the pair;
     * a failure stays counted. `totp`: an admin's 6-digit code or recovery code (second-factor.ts),
     * counted per account as well; a customer's is ignored. `browserId`: the device cookie's id.
     */
    async login(ip: string, identifier: string, password: string, totp?: string, browserId: string | null = null): Promise<LoginResult> {
      const keys = throttleKeys(ip, identifier);
      const addressMs = await throttle.hit(keys.address, SIGN_IN_PER_ADDRESS);
      if (addressMs > 0) return { kind: 'throttled', retryAfterMs: addressMs };
      const pairMs = await throttle.hit(keys.pair, SIGN_IN_PER_PAIR);
      if (pairMs > 0) return { kind: 'throttled', retryAfterMs: pairMs };
      const user = await users.findByUsernameOrEmail(identifier);
      // Many addresses guessing one account: strangers' browsers share one count, the owner's do not.
      const account = user ? await accountCount(user, browserId) : null;
      if (user && account) {
        const accountMs = await throttle.hit(account.key, account.limit);
        if (accountMs > 0) {
          if (!account.trusted) await alertOwner(user, 'password', account.limit);
          return { kind: 'throttled', retryAfterMs: accountMs, cap: { userId: user.id, what: account.trusted ? 'device' : 'new-browsers' } };
        }
      }
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!ok || !user) return { kind: 'invalid' };
      // The right password is no failed sign-in; codes have their own, tighter count below.
      if (account) await throttle.refund(account.key);
      const codeKey = accountKeys(user.id).codes;
      const codeCounted = Boolean(totp) && hasSecondFactor(user);
      if (codeCounted) {
        // Per account, from every address and whatever it was called: over the cap even the right
        // code is refused, and the owner learns that someone holding their password is trying codes.
        const codeMs = await throttle.hit(codeKey, CODES_PER_ACCOUNT);
        if (codeMs > 0) {
          await alertOwner(user, 'code', CODES_PER_ACCOUNT);
          return { kind: 'throttled', retryAfterMs: codeMs, cap: { userId: user.id, what: 'codes' } };
        }
      }
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
      if (codeCounted) await throttle.refund(codeKey);
      await throttle.clear(keys.pair);
      await throttle.refund(keys.address);
      return { kind: 'ok', user: await notePasswordAge(users, user, password), secondFactor: hasSecondFactor(user) };
    },

    /**
     * Trusts the browser for the account it has just signed in to (or reset the password of): answers
     * the id its device cookie carries from now on.
     */
    trustBrowser(userId: number, browserId: string | null, userAgent: string | undefined): Promise<string> {
      return trustedDevices.trust(userId, browserId, userAgent);
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
