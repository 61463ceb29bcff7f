import { count, desc, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminUserList, AdminUserQuery } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { submissions, users } from '../../db/schema';
import { containsPattern } from './admin-submission-query';
import { fullNameOf } from '../../lib/full-name';

/** The Users tab: newest accounts first, searched by username, e-mail, first or last name. */
export function createAdminUsers(db: Db) {
  return {
    async list(query: AdminUserQuery): Promise<AdminUserList> {
      let where: SQL | undefined;
      if (query.q) {
        const pattern = containsPattern(query.q);
        const like = (column: SQLWrapper) => sql`lower(${column}) like ${pattern}`;
        where = or(like(users.username), like(users.email), like(users.firstName), like(users.lastName), like(sql`${users.firstName} || ' ' || ${users.lastName}`));
      }
      // Only the columns shown: the password hash is never read, let alone sent.
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            role: users.role,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      // One grouped query for the page's counts, not one per user.
      const counts = rows.length
        ? await db
            .select({ userId: submissions.userId, n: count() })
            .from(submissions)
            .where(inArray(submissions.userId, rows.map((r) => r.id)))
            .groupBy(submissions.userId)
        : [];
      const countOf = new Map(counts.map((c) => [c.userId, Number(c.n)]));
      return {
        items: rows.map((r) => ({
          ...r,
          fullName: fullNameOf(r),
          createdAt: r.createdAt.toISOString(),
          submissionCount: countOf.get(r.id) ?? 0,
        })),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
