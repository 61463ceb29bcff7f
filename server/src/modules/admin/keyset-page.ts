import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formatAdminCursor, parseAdminCursor, SEARCH_COUNT_CAP, type AdminListCursor } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/http-error';

/**
 * Keyset paging for the admin's lists (docs/decisions/011-admin-list-at-a-million.md): a page is the
 * rows after (or before) a cursor's row in the list's order, found by a range condition on an index
 * that ends in the sort keys, so the page after row 500,000 costs what the first page costs. OFFSET
 * had to step over every row before it.
 */
export interface KeysetOrder {
  /** The sort's columns, ending with the id: ties are broken by id, so no row is shown twice or skipped. */
  keys: AnyColumn[];
  dir: 'asc' | 'desc';
  /** The timestamp every cursor of this list carries (a submission's date, a user's creation). */
  at: AnyColumn;
}

/** A row's timestamp as whole microseconds since 1970, exact (extract gives numeric): the cursor's first half. */
export const microsOf = (column: AnyColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

const timestampOf = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/**
 * The rows beyond the cursor's row, in display order (forward) or against it. One row comparison, so
 * PostgreSQL reads it as a range of the index whose columns end in these keys.
 */
function beyond(order: KeysetOrder, cursor: AdminListCursor, forward: boolean): SQL {
  const columns = sql.join(order.keys.map((k) => sql`${k}`), sql`, `);
  const values = sql.join(order.keys.map((k) => (k === order.at ? timestampOf(cursor.micros) : sql`${cursor.id}::integer`)), sql`, `);
  const op = (order.dir === 'desc') === forward ? '<' : '>';
  return sql`(${columns}) ${sql.raw(op)} (${values})`;
}

const sortOf = (order: KeysetOrder, forward: boolean) => order.keys.map((k) => ((order.dir === 'desc') === forward ? desc(k) : asc(k)));

/** What a list's query reads for paging: each row's id and its timestamp in microseconds (microsOf). */
export interface KeysetRow {
  id: number;
  micros: string;
}

/** Reads up to `limit` rows of the list (its own filters and `beyond`, if any), in `sort`. */
export type KeysetFetch<Row extends KeysetRow> = (beyond: SQL | undefined, sort: SQL[], limit: number) => Promise<Row[]>;

export interface KeysetPage<Row> {
  rows: Row[];
  next: string | null;
  previous: string | null;
}

const cursorOf = (row: KeysetRow) => formatAdminCursor({ micros: row.micros, id: row.id });

/**
 * One page: the first (no cursor), the one after `after`, or the one before `before`. A row more than
 * the page is read to know whether another page follows; the other side is one probe of a single row.
 * A `before` that reaches the start of the list answers the first page, full.
 */
export async function keysetPage<Row extends KeysetRow>(
  fetch: KeysetFetch<Row>,
  order: KeysetOrder,
  page: { pageSize: number; after?: string | undefined; before?: string | undefined },
): Promise<KeysetPage<Row>> {
  const { pageSize } = page;
  const field = page.before !== undefined ? 'before' : 'after';
  const raw = page.before ?? page.after;
  const first = async () => {
    const rows = await fetch(undefined, sortOf(order, true), pageSize + 1);
    return { rows: rows.slice(0, pageSize), next: rows.length > pageSize ? cursorOf(rows[pageSize - 1]!) : null, previous: null };
  };
  if (raw === undefined) return first();
  // The query schema refused anything else already; kept so that a caller without it cannot reach SQL.
  const cursor = parseAdminCursor(raw);
  if (!cursor) throw badRequest(`${field === 'after' ? 'After' : 'Before'} must be a position from this list`, { [field]: 'Not a position from this list' });
  const exists = async (row: KeysetRow, forward: boolean) =>
    (await fetch(beyond(order, { micros: row.micros, id: row.id }, forward), sortOf(order, forward), 1)).length > 0;

  if (field === 'after') {
    const found = await fetch(beyond(order, cursor, true), sortOf(order, true), pageSize + 1);
    const rows = found.slice(0, pageSize);
    const head = rows[0];
    return {
      rows,
      next: found.length > pageSize ? cursorOf(rows[pageSize - 1]!) : null,
      // Past the end (the rows after it were deleted or changed status), the page is empty: the client offers the first page.
      previous: head && (await exists(head, false)) ? cursorOf(head) : null,
    };
  }
  const found = await fetch(beyond(order, cursor, false), sortOf(order, false), pageSize + 1);
  if (found.length <= pageSize) return first();
  const rows = found.slice(0, pageSize).reverse();
  const tail = rows[rows.length - 1]!;
  return { rows, previous: cursorOf(rows[0]!), next: (await exists(tail, true)) ? cursorOf(tail) : null };
}

/**
 * The rows of a searched list, counted up to SEARCH_COUNT_CAP: the count reads at most one row more
 * than the cap, so a search matching tens of thousands of rows costs what one matching a thousand does.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<{ total: number; totalCapped: boolean }> {
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(SEARCH_COUNT_CAP + 1).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP };
}
