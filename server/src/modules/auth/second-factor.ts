import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/types';
import { recoveryCodes, users } from '../../db/schema';
import type { SecretBox } from './secret-box';
import type { LoadedSession } from './session-store';
import type { UserRow } from './user-repository';

/**
 * Admins' second factor (decision 019): TOTP (RFC 6238) through the `otpauth` library, and ten
 * single-use recovery codes. Customers have none; every check here is for admins only.
 */

export const TOTP_ISSUER = 'G.O.A.T. Authentication';
export const RECOVERY_CODE_COUNT = 10;
// One step either side: an authenticator whose clock is up to 30 s off still works.
const WINDOW = 1;
const PERIOD = 30;

export const totpFor = (secret: string, label = 'admin') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A recovery code as people type it: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

// 10 characters of Crockford-like base32 without look-alikes (no 0/O, 1/I/L): 50 bits, shown as XXXXX-XXXXX.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** True for an admin who has not yet confirmed a second factor: such a session may only set one up. */
export const needsSecondFactorSetup = (user: Pick<UserRow, 'role' | 'totpEnabledAt'>) => user.role === 'admin' && user.totpEnabledAt === null;

/** An admin whose second factor is set up: a sign-in must pass it, and codes tried are counted. */
export const hasSecondFactor = (user: Pick<UserRow, 'role' | 'totpSecret' | 'totpEnabledAt'>) =>
  user.role === 'admin' && user.totpSecret !== null && user.totpEnabledAt !== null;

/**
 * Admin rights in force: the session's, never the account's alone. A session signed in with the
 * password alone (before the admin enrolled, or as a customer later promoted) stays without them,
 * whatever the account gains meanwhile; only a code at sign-in or the enrolment made in the session
 * itself gives them.
 */
export const actsAsAdmin = (session: Pick<LoadedSession, 'user' | 'secondFactor'> | null | undefined): boolean =>
  Boolean(session?.user && session.secondFactor && hasSecondFactor(session.user));

export type SecondFactorCheck = 'ok' | 'required' | 'wrong';

/** Clears an admin's second factor and recovery codes (the admin command's --reset-totp). */
export async function resetSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** `box`: how the secrets are kept at rest (secret-box.ts); never in clear text. */
export function createSecondFactor(deps: { db: Db; box: SecretBox; now?: () => number; log?: FastifyBaseLogger }) {
  const { db, box } = deps;
  const now = deps.now ?? Date.now;

  /**
   * The user's secret in clear, or null. One stored in clear text by an earlier version is sealed in
   * its place now (only if the row still holds that value). One that does not open (the server's secret
   * changed) is logged: the admin can only sign in again once an operator resets the second factor.
   */
  async function secretOf(user: Pick<UserRow, 'id' | 'totpSecret'>): Promise<string | null> {
    if (!user.totpSecret) return null;
    const secret = box.open(user.totpSecret, user.id);
    if (secret === null) {
      deps.log?.error({ userId: user.id }, 'an admin\'s authenticator secret does not decrypt (SESSION_SECRET changed?): reset it with npm run admin -- reset-password --reset-totp');
    } else if (!box.isSealed(user.totpSecret)) {
      await db.update(users).set({ totpSecret: box.seal(secret, user.id) }).where(and(eq(users.id, user.id), eq(users.totpSecret, user.totpSecret)));
    }
    return secret;
  }

  /** The time step the code belongs to (within the window), or null when it is not a current code. */
  function stepOf(secret: string, code: string): number | null {
    const totp = totpFor(secret);
    const timestamp = now();
    const delta = totp.validate({ token: code, timestamp, window: WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  /** Accepts a step only if it is later than the last one used: the same code never works twice. */
  async function spendStep(userId: number, step: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date(now()) })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }

  async function newRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    });
    return codes;
  }

  return {
    /**
     * The sign-in's second step for an enrolled admin: 'required' when no code was sent, 'wrong' for a
     * code that is not current, already used (its time step spent) or an unknown or spent recovery code.
     * An admin not yet enrolled signs in with the password alone, into a session that can only enrol.
     */
    async check(user: UserRow, code: string | undefined): Promise<SecondFactorCheck> {
      if (!hasSecondFactor(user) || !user.totpSecret) return 'ok';
      if (!code) return 'required';
      if (/^\d{6}$/.test(code)) {
        const secret = await secretOf(user);
        const step = secret === null ? null : stepOf(secret, code);
        return step !== null && (await spendStep(user.id, step)) ? 'ok' : 'wrong';
      }
      return (await spendRecoveryCode(user.id, code)) ? 'ok' : 'wrong';
    },

    /** A new secret for an admin who has none confirmed yet (calling it again replaces the unconfirmed one). */
    async setup(user: UserRow): Promise<{ secret: string; uri: string; qrCode: string } | null> {
      if (user.totpEnabledAt) return null;
      const secret = new Secret({ size: 20 }).base32;
      await db.update(users).set({ totpSecret: box.seal(secret, user.id), totpLastStep: null, updatedAt: new Date() }).where(eq(users.id, user.id));
      const uri = totpFor(secret, user.email).toString();
      return { secret, uri, qrCode: await (await import('qrcode')).default.toDataURL(uri, { margin: 1, width: 240 }) };
    },

    /** Confirms the secret from setup with a current code; answers the recovery codes, shown only now. */
    async enable(user: UserRow, code: string): Promise<{ recoveryCodes: string[] } | 'not-set-up' | 'already-enabled' | 'wrong'> {
      if (user.totpEnabledAt) return 'already-enabled';
      const secret = await secretOf(user);
      if (!secret) return 'not-set-up';
      const step = stepOf(secret, code);
      if (step === null || !(await spendStep(user.id, step))) return 'wrong';
      const enabled = await db
        .update(users)
        .set({ totpEnabledAt: new Date(now()), updatedAt: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      if (enabled.length !== 1) return 'already-enabled';
      return { recoveryCodes: await newRecoveryCodes(user.id) };
    },

    /** ADMIN_TOTP_SECRET: the operator's own secret, enrolled from configuration (no recovery codes). */
    async provision(userId: number, secret: string): Promise<void> {
      await db
        .update(users)
        .set({ totpSecret: box.seal(secret, userId), totpEnabledAt: new Date(now()), totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Clears the second factor (the admin command's --reset-totp): it is set up again at next sign-in. */
    reset: (userId: number) => resetSecondFactor(db, userId),
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
