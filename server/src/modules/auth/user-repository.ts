import { eq, or, sql } from 'drizzle-orm';
import type { User } from '@shared/schemas/auth';
import type { Db } from '../../db/types';
import { users } from '../../db/schema';
import { actsAsAdmin, needsSecondFactorSetup } from './second-factor';

export type UserRow = typeof users.$inferSelect;

/**
 * The only shape in which a user leaves the server: never the password hash. `session`: what this
 * browser's session passed; given, an admin whose session has no admin rights yet is told so
 * (mfaSetupRequired), whatever the account has set up meanwhile. Without it, the account decides.
 */
export function toPublicUser(row: UserRow, session?: { secondFactor: boolean }): User {
  const setupRequired = session ? row.role === 'admin' && !actsAsAdmin({ user: row, secondFactor: session.secondFactor }) : needsSecondFactorSetup(row);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    // Only when true: the answer of every other account stays as it was.
    ...(row.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
    ...(setupRequired ? { mfaSetupRequired: true as const } : {}),
  };
}

export function createUserRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByUsernameOrEmail(identifier: string): Promise<UserRow | undefined> {
      const lower = identifier.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`))
        .limit(1);
      return row;
    },

    async findTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(sql`lower(${users.username}) = ${username.toLowerCase()}`, sql`lower(${users.email}) = ${email.toLowerCase()}`),
        );
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async create(values: {
      username: string;
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      role?: 'customer' | 'admin';
    }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setName(id: number, firstName: string, lastName: string): Promise<void> {
      await db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setRole(id: number, role: 'customer' | 'admin'): Promise<void> {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setPasswordChangeRequired(id: number, required: boolean): Promise<void> {
      await db.update(users).set({ passwordChangeRequired: required }).where(eq(users.id, id));
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async usernameExists(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
