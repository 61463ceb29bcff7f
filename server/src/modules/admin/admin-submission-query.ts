import { and, count, eq, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { AdminStats, AdminSubmissionDetails, AdminSubmissionList, AdminSubmissionQuery } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { submissionCounts, submissionItems, submissions, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { toSubmissionDto } from '../submissions/submission-repository';
import { loadAdminDetails } from './admin-submission-details';
import { cappedCount, keysetPage, microsOf, type KeysetOrder } from './keyset-page';
import { upgradeLinksOf } from '../submissions/upgrade-links';

/**
 * The text the admin search looks in. It must stay identical to the expression of the trigram index
 * submissions_search_trgm_idx (schema.ts), or PostgreSQL cannot use the index.
 */
const SEARCH_TEXT = sql`lower(${submissions.orderNumber} || ' ' || ${submissions.fullName} || ' ' || ${submissions.email} || ' ' || ${submissions.item})`;

/** `q` as a LIKE pattern that matches it literally anywhere: %, _ and \ typed by the admin are not wildcards. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * q matches a substring of order number, name, e-mail or item (the item column summarises the items'
 * descriptions, so they are searched through it); digits also match the numeric id exactly.
 */
function whereOf(query: AdminSubmissionQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(submissions.status, query.status));
  if (query.serviceType !== 'all') conditions.push(eq(submissions.serviceType, query.serviceType));
  if (query.userId !== undefined) conditions.push(eq(submissions.userId, query.userId));
  if (query.q) {
    const text = sql`${SEARCH_TEXT} like ${containsPattern(query.q)}`;
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    conditions.push(id !== null ? (or(text, eq(submissions.id, id)) as SQL) : text);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Each sort's keys (the index behind each ends in them, decision 011). Sort 'none' is the order of
 * creation (id ascending); the id always breaks ties so pages never overlap. Every cursor carries the
 * submission date and id, so one made under one sort positions any other.
 */
function orderOf(query: AdminSubmissionQuery): KeysetOrder {
  const at = submissions.submissionDate;
  if (query.sort === 'submissionDate') return { keys: [at, submissions.id], dir: query.order, at };
  if (query.sort === 'id') return { keys: [submissions.id], dir: query.order, at };
  return { keys: [submissions.id], dir: 'asc', at };
}

export function createAdminSubmissionQuery(db: Db) {
  /**
   * The total of a filtered list. Without a search or a customer, the trigger-kept counts answer in
   * well under a millisecond; count(*) over a million rows took 75-85 ms (decision 011). A search or a
   * customer's list is counted up to the cap (cappedCount): a common surname matched 40,000 rows.
   */
  async function totalOf(query: AdminSubmissionQuery, where: SQL | undefined): Promise<{ total: number; totalCapped: boolean }> {
    if (!query.q && query.userId === undefined) {
      const filters: SQL[] = [];
      if (query.status !== 'all') filters.push(eq(submissionCounts.status, query.status));
      if (query.serviceType !== 'all') filters.push(eq(submissionCounts.serviceType, query.serviceType));
      const [row] = await db.select({ n: sum(submissionCounts.n) }).from(submissionCounts).where(and(...filters));
      return { total: Number(row?.n ?? 0), totalCapped: false };
    }
    return cappedCount(db, submissions, where);
  }

  return {
    /**
     * One page of the admin table, after or before a cursor (keyset paging, decision 011). The page's
     * ids are found first (a range of an index), then only those rows and their items are read: a
     * "late row lookup".
     */
    async list(query: AdminSubmissionQuery): Promise<AdminSubmissionList> {
      const where = whereOf(query);
      const [page, total] = await Promise.all([
        keysetPage(
          (beyond, sort, limit) =>
            db
              .select({ id: submissions.id, micros: microsOf(submissions.submissionDate) })
              .from(submissions)
              .where(and(where, beyond))
              .orderBy(...sort)
              .limit(limit),
          orderOf(query),
          query,
        ),
        totalOf(query, where),
      ]);
      const ids = page.rows.map((r) => r.id);
      const [rows, items] = ids.length
        ? await Promise.all([
            db.select().from(submissions).where(inArray(submissions.id, ids)),
            db.select().from(submissionItems).where(inArray(submissionItems.submissionId, ids)),
          ])
        : [[], []];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
      const links = await upgradeLinksOf(db, ordered);
      return {
        items: ordered.map((row) =>
          toSubmissionDto(row, items.filter((i) => i.submissionId === row.id), links.get(row.id), true),
        ),
        ...total,
        pageSize: query.pageSize,
        next: page.next,
        previous: page.previous,
      };
    },

    /** One submission as the back office reads it (history and certificates included); 404 when unknown. */
    async details(id: number): Promise<AdminSubmissionDetails> {
      const details = await loadAdminDetails(db, id);
      if (!details) throw notFound('Submission not found');
      return details;
    },

    /** The five count cards: the trigger-kept counts per status, and one count of users. */
    async stats(): Promise<AdminStats> {
      const [byStatus, [userCount]] = await Promise.all([
        db.select({ status: submissionCounts.status, n: sum(submissionCounts.n) }).from(submissionCounts).groupBy(submissionCounts.status),
        db.select({ n: count() }).from(users),
      ]);
      const of = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
      return {
        total: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
        pending: of('pending'),
        processing: of('processing'),
        completed: of('completed'),
        users: Number(userCount?.n ?? 0),
      };
    },
  };
}

export type AdminSubmissionQueryService = ReturnType<typeof createAdminSubmissionQuery>;
