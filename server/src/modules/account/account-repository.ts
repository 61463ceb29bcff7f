import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ProfileInput } from '@shared/schemas/account';
import type { Db, DbOrTx } from '../../db/types';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import type { UserRow } from '../auth/user-repository';

/** The writes of the account screens that touch the user row and its sessions. */
export function createAccountRepository(db: Db) {
  return {
    /** Another account holding this email, whatever its case. */
    async emailTakenByOther(userId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The profile's fields; a new e-mail spends every outstanding reset link (they went to the old one).
     * `announce` writes the e-mail-change notice in the same transaction (decision 028).
     */
    async updateProfile(userId: number, input: ProfileInput, emailChanged: boolean, announce?: (tx: DbOrTx, updated: UserRow) => Promise<void>): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, email: input.email, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new Error('profile update found no user');
        if (emailChanged) await spendResetLinks(tx, userId);
        if (emailChanged && announce) await announce(tx, row);
        return row;
      });
    },

    /**
     * A new password hash and the end of the user's sessions, in one transaction: a stolen session
     * must not outlive the password change. `keepSessionId` is the browser that made the change.
     */
    async setPassword(userId: number, passwordHash: string, keepSessionId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() }).where(eq(users.id, userId));
        // A link asked for before the change would set the password again behind the customer's back.
        await spendResetLinks(tx, userId);
        await tx
          .delete(sessions)
          .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
      });
    },
  };
}

/** Marks every unspent reset link of the user as used: it can no longer set a password. */
export async function spendResetLinks(db: Pick<Db, 'update'>, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
