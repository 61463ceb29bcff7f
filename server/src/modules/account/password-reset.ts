import { createHash, randomBytes } from 'node:crypto';
import { tokenLink } from '@shared/link-token';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accountWords, newPasswordProblem } from '@shared/password-rule';
import type { Db } from '../../db/types';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { hashPassword } from '../auth/password';
import type { SessionStore } from '../auth/session-store';
import type { Throttle } from '../auth/throttle';
import type { UserRepository } from '../auth/user-repository';
import type { Mailer } from '../mail/mailer';
import { resetMail } from './reset-mail';

export const RESET_TTL_MS = 60 * 60 * 1000;
// Requests, not failures, are counted: enough for a customer who retries, too few to spam an inbox.
export const RESET_THROTTLE = { maxPerAddress: 10, maxPerEmail: 3 } as const;
const RESET_WINDOW = { windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ResetResult = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' } | { ok: false; reason: 'weak'; message: string };

export function createPasswordReset(deps: {
  db: Db;
  users: UserRepository;
  throttle: Throttle;
  sessions: SessionStore;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, throttle, sessions: sessionStore, mailer, publicUrl, log } = deps;

  async function issue(email: string): Promise<void> {
    const user = await deps.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    // The link and its e-mail in one transaction (decision 028): no live link nobody was sent, no e-mail
    // lost to a crash between the two.
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      await mailer.send(resetMail(user, tokenLink(publicUrl, '/reset-password', token)), { tx });
    });
  }

  return {
    /**
     * Counts the request, then finds the account and mails the link after the answer has gone: the
     * reply takes the same time whether or not the address belongs to someone.
     */
    async request(ip: string, email: string): Promise<{ throttled: number }> {
      const keys = [`reset:ip:${ip}`, `reset:email:${email.trim().toLowerCase()}`];
      // Counted first, then decided on the count (concurrent requests cannot all pass a check).
      const addressMs = await throttle.hit(keys[0]!, { ...RESET_WINDOW, max: RESET_THROTTLE.maxPerAddress });
      if (addressMs > 0) return { throttled: addressMs };
      const emailMs = await throttle.hit(keys[1]!, { ...RESET_WINDOW, max: RESET_THROTTLE.maxPerEmail });
      if (emailMs > 0) return { throttled: emailMs };
      mailer.background(issue(email).catch((err: unknown) => log.error({ err }, 'password reset e-mail failed')));
      return { throttled: 0 };
    },

    /** Sets the new password, spends the token and ends every session of the user. */
    async reset(token: string, newPassword: string): Promise<ResetResult> {
      const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token))).limit(1);
      if (!row || row.usedAt) return { ok: false, reason: 'invalid' };
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      // Checked before the link is spent: a refused password leaves the link usable for a better one.
      const user = await deps.users.findById(row.userId);
      const weakPassword = await newPasswordProblem(newPassword, user ? accountWords(user) : [], 'New password');
      if (weakPassword) return { ok: false, reason: 'weak', message: weakPassword };
      const passwordHash = await hashPassword(newPassword);
      // One transaction: the token is spent only if still unspent (two clicks racing get one
      // success), the password changes, every session ends, and older links die with this one.
      const done = await db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (spent.length === 0) return false;
        await tx.update(users).set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() }).where(eq(users.id, row.userId));
        await tx.delete(sessions).where(eq(sessions.userId, row.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
        return true;
      });
      if (!done) return { ok: false, reason: 'invalid' };
      // The database store ended them in the transaction above; a Redis store ends them here.
      await sessionStore.destroyForUser(row.userId, null);
      return { ok: true, userId: row.userId };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
