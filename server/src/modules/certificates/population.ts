import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import { ATHLETES } from '@shared/constants';
import type { PopulationReport, PopulationRow } from '@shared/schemas/population';
import type { Db } from '../../db/types';
import { certificates, submissionItems, submissions } from '../../db/schema';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createShortCache } from '../../lib/short-cache';

// A literal, not a parameter: the grouped expression must read the same in SELECT and GROUP BY.
const OTHER = sql.raw(`'other'`);
type Counts = Omit<PopulationRow, 'athlete' | 'itemType'>;
const empty = (): Counts => ({ issued: 0, valid: 0, revoked: 0, examined: 0, failed: 0, latest: null });
const later = (a: string | null, b: Date | string | null): string | null => {
  if (!b) return a;
  const iso = new Date(b).toISOString();
  return a && a > iso ? a : iso;
};

/** The report's one entry in its cache: there is one report, the same for everyone. */
const REPORT = 'report';

/**
 * The population report: how many letters were issued and how many items examined and failed, per
 * athlete and item type. Counts only (no holder, no number); the demonstration letters and their
 * seeded submissions are left out. Counted at most once per `cacheMs` per process (0: every time): the
 * page is public, and a burst of visitors costs one count. Joined to the invalidation bus as
 * `population` (decision 040): a committed write that changes the counts (a letter issued or revoked,
 * a verdict given) calls `changed`, and every process counts afresh on its next request.
 */
export function createPopulationReport(deps: { db: Db; cacheMs: number; bus: InvalidationBus }) {
  const { db } = deps;
  const cache = createShortCache<PopulationReport>(deps.cacheMs, 1, { bus: deps.bus, name: 'population' });

  async function count(): Promise<PopulationReport> {
    // Submissions that carry a demonstration letter are the demo content's, not examinations.
    const demoSubmission = sql`exists (select 1 from ${certificates} d where d.submission_id = ${submissions.id} and d.demo)`;
    const itemTypeOfCertificate = sql<string>`coalesce(${submissionItems.itemType}, ${OTHER})`;
    // A letter names its athlete for the reader ("Tom Brady"); its item, and so the examined count,
    // by slug: counted under the item's, so that one athlete's letters and examinations share a row.
    const athleteOfCertificate = sql<string>`coalesce(${submissionItems.athlete}, ${certificates.athlete})`;
    const verdict = sql`coalesce(${submissionItems.outcome}, ${submissions.outcome})`;
    const [issued, examined] = await Promise.all([
      db
        .select({
          athlete: athleteOfCertificate,
          itemType: itemTypeOfCertificate,
          issued: sql<number>`count(*)`,
          valid: sql<number>`count(*) filter (where ${certificates.status} = 'valid')`,
          revoked: sql<number>`count(*) filter (where ${certificates.status} = 'revoked')`,
          latest: sql<string | null>`max(${certificates.issueDate})`,
        })
        .from(certificates)
        .leftJoin(submissionItems, eq(submissionItems.id, certificates.submissionItemId))
        .where(not(certificates.demo))
        .groupBy(athleteOfCertificate, itemTypeOfCertificate),
      db
        .select({
          athlete: submissionItems.athlete,
          itemType: sql<string>`coalesce(${submissionItems.itemType}, ${OTHER})`,
          examined: sql<number>`count(*)`,
          failed: sql<number>`count(*) filter (where ${verdict} = 'fail')`,
          latest: sql<string | null>`max(${submissions.outcomeAt})`,
        })
        .from(submissionItems)
        .innerJoin(submissions, eq(submissions.id, submissionItems.submissionId))
        .where(and(isNotNull(verdict), not(demoSubmission)))
        .groupBy(submissionItems.athlete, sql`coalesce(${submissionItems.itemType}, ${OTHER})`),
    ]);
    const rows = new Map<string, PopulationRow>();
    const rowOf = (athlete: string, itemType: string) => {
      const key = `${athlete}\u0000${itemType}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { athlete, itemType, ...empty() }));
      return row;
    };
    for (const r of issued) {
      // A letter without its item (written before items were linked) names the athlete in full.
      const row = rowOf(ATHLETES.find((a) => a.name === r.athlete)?.slug ?? r.athlete, r.itemType);
      row.issued += Number(r.issued);
      row.valid += Number(r.valid);
      row.revoked += Number(r.revoked);
      row.latest = later(row.latest, r.latest);
    }
    for (const r of examined) {
      const row = rowOf(r.athlete, r.itemType);
      row.examined += Number(r.examined);
      row.failed += Number(r.failed);
      row.latest = later(row.latest, r.latest);
    }
    const sorted = [...rows.values()].sort((a, b) => a.athlete.localeCompare(b.athlete) || a.itemType.localeCompare(b.itemType));
    const totals = sorted.reduce<Counts>(
      (t, r) => ({
        issued: t.issued + r.issued,
        valid: t.valid + r.valid,
        revoked: t.revoked + r.revoked,
        examined: t.examined + r.examined,
        failed: t.failed + r.failed,
        latest: later(t.latest, r.latest),
      }),
      empty(),
    );
    return { rows: sorted, totals, generatedAt: new Date().toISOString() };
  }

  return {
    /** The report, counted once per `cacheMs` (concurrent visitors share one count; a failed one is not kept). */
    get: (): Promise<PopulationReport> => cache.get(REPORT, count),
    /** After a committed write that changes what the report counts: dropped here at once, and in the other processes once told. */
    changed: (): Promise<void> => cache.clear(),
  };
}

export type PopulationReportService = ReturnType<typeof createPopulationReport>;
