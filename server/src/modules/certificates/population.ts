import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { PopulationReport, PopulationRow } from '@shared/schemas/population';
import type { Db } from '../../db/types';
import { certificates, submissionItems, submissions } from '../../db/schema';

// A literal, not a parameter: the grouped expression must read the same in SELECT and GROUP BY.
const OTHER = sql.raw(`'other'`);
type Counts = Omit<PopulationRow, 'athlete' | 'itemType'>;
const empty = (): Counts => ({ issued: 0, valid: 0, revoked: 0, examined: 0, failed: 0, latest: null });
const later = (a: string | null, b: Date | string | null): string | null => {
  if (!b) return a;
  const iso = new Date(b).toISOString();
  return a && a > iso ? a : iso;
};

/**
 * The population report: how many letters were issued and how many items examined and failed, per
 * athlete and item type. Counts only (no holder, no number); the demonstration letters and their
 * seeded submissions are left out. Counted at most once per `cacheMs` per process: the page is public,
 * and a burst of visitors costs one count.
 */
export function createPopulationReport(deps: { db: Db; cacheMs: number }) {
  const { db } = deps;
  let cached: { at: number; report: Promise<PopulationReport> } | null = null;

  async function count(): Promise<PopulationReport> {
    // Submissions that carry a demonstration letter are the demo content's, not examinations.
    const demoSubmission = sql`exists (select 1 from ${certificates} d where d.submission_id = ${submissions.id} and d.demo)`;
    const itemTypeOfCertificate = sql<string>`coalesce(${submissionItems.itemType}, ${OTHER})`;
    const verdict = sql`coalesce(${submissionItems.outcome}, ${submissions.outcome})`;
    const [issued, examined] = await Promise.all([
      db
        .select({
          athlete: certificates.athlete,
          itemType: itemTypeOfCertificate,
          issued: sql<number>`count(*)`,
          valid: sql<number>`count(*) filter (where ${certificates.status} = 'valid')`,
          revoked: sql<number>`count(*) filter (where ${certificates.status} = 'revoked')`,
          latest: sql<string | null>`max(${certificates.issueDate})`,
        })
        .from(certificates)
        .leftJoin(submissionItems, eq(submissionItems.id, certificates.submissionItemId))
        .where(not(certificates.demo))
        .groupBy(certificates.athlete, itemTypeOfCertificate),
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
      const row = rowOf(r.athlete, r.itemType);
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
    get(now = Date.now()): Promise<PopulationReport> {
      if (!cached || now - cached.at >= deps.cacheMs) {
        const report = count();
        cached = { at: now, report };
        // A failed count is not kept: the next visitor counts again.
        report.catch(() => {
          if (cached?.report === report) cached = null;
        });
      }
      return cached.report;
    },
  };
}

export type PopulationReportService = ReturnType<typeof createPopulationReport>;
