import { and, count, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminUserList, AdminUserQuery } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { submissions, users } from '../../db/schema';
import { containsPattern } from './admin-submission-query';
import { cappedCount, keysetPage, microsOf, type KeysetOrder } from './keyset-page';
import { fullName } from '@shared/format';

/** Newest accounts first; users_created_idx (created_at, id) serves the pages (decision 011). */
const NEWEST_FIRST: KeysetOrder = { keys: [users.createdAt, users.id], dir: 'desc', at: users.createdAt };

/** The Users tab: newest accounts first, searched by username, e-mail, first or last name, a keyset page at a time. */
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
      const [page, total] = await Promise.all([
        keysetPage(
          (beyond, sort, limit) =>
            db
              .select({
                id: users.id,
                micros: microsOf(users.createdAt),
                username: users.username,
                email: users.email,
                firstName: users.firstName,
                lastName: users.lastName,
                role: users.role,
                createdAt: users.createdAt,
              })
              .from(users)
              .where(and(where, beyond))
              .orderBy(...sort)
              .limit(limit),
          NEWEST_FIRST,
          query,
        ),
        // The accounts are far fewer than the submissions: all of them are counted exactly; a search is
        // counted up to the cap like the submissions' (decision 011).
        where ? cappedCount(db, users, where) : db.select({ n: count() }).from(users).then(([row]) => ({ total: Number(row?.n ?? 0), totalCapped: false })),
      ]);
      const rows = page.rows.map(({ micros: _micros, ...user }) => user);
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
          fullName: fullName(r),
          createdAt: r.createdAt.toISOString(),
          submissionCount: countOf.get(r.id) ?? 0,
        })),
        ...total,
        pageSize: query.pageSize,
        next: page.next,
        previous: page.previous,
      };
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
