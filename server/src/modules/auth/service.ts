import type { FastifyRequest } from 'fastify';
import type { RegisterInput } from '@shared/schemas/auth';
import { hashPassword, verifyPassword } from './password';
import type { SessionStore } from './session-store';
import { THROTTLE, throttleKeys, type Throttle } from './throttle';
import type { UserRepository, UserRow } from './user-repository';

type LoginResult =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterMs: number };

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ('code' in err ? err.code === '23505' : false);

export function createAuthService(deps: { users: UserRepository; sessions: SessionStore; throttle: Throttle }) {
  const { users, sessions, throttle } = deps;

  return {
    async register(input: RegisterInput): Promise<{ ok: true; user: UserRow } | { ok: false; taken: 'username' | 'email' }> {
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

    async login(ip: string, identifier: string, password: string): Promise<LoginResult> {
      const keys = throttleKeys(ip, identifier);
      const lockedMs = await throttle.lockedFor([keys.address, keys.account]);
      if (lockedMs > 0) return { kind: 'throttled', retryAfterMs: lockedMs };
      const user = await users.findByUsernameOrEmail(identifier);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!ok || !user) {
        await throttle.recordFailure(keys.address, THROTTLE.maxPerAddress);
        await throttle.recordFailure(keys.account, THROTTLE.maxPerAccount);
        return { kind: 'invalid' };
      }
      await throttle.clear(keys.account);
      return { kind: 'ok', user };
    },

    /** Signs the browser's session in (creating one if it had none); returns the new cookie token. */
    async startSession(request: FastifyRequest, userId: number): Promise<string> {
      // A visitor session is carried over (what they created stays theirs); another user's is not.
      const current = request.session;
      if (current && (current.user === null || current.user.id === userId)) return sessions.signIn(current.id, userId);
      const created = await sessions.create({ userId, userAgent: request.headers['user-agent'], ip: request.ip });
      return created.token;
    },

    endSession(sessionId: string) {
      return sessions.destroy(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
