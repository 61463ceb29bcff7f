import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { submissions } from '../../db/schema';
import type { UpgradeLinks } from './submission-repository';

/**
 * The order numbers upgrades link, for the DTOs of these rows: a Full LOA's Quick Opinion
 * (`upgradedFrom`) and a Quick Opinion's Full LOA (`upgradedTo`). One query for any number of rows,
 * so a list of submissions can use it too.
 */
export async function upgradeLinksOf(
  db: Db,
  rows: { id: number; upgradedFromId: number | null }[],
): Promise<Map<number, UpgradeLinks>> {
  const links = new Map<number, UpgradeLinks>(rows.map((r) => [r.id, { upgradedFrom: null, upgradedTo: null }]));
  const ids = rows.map((r) => r.id);
  const sources = rows.flatMap((r) => (r.upgradedFromId === null ? [] : [r.upgradedFromId]));
  if (!ids.length) return links;
  const related = await db
    .select({ id: submissions.id, orderNumber: submissions.orderNumber, upgradedFromId: submissions.upgradedFromId })
    .from(submissions)
    .where(sources.length ? or(inArray(submissions.upgradedFromId, ids), inArray(submissions.id, sources)) : inArray(submissions.upgradedFromId, ids));
  const numberOf = new Map(related.map((r) => [r.id, r.orderNumber]));
  for (const r of rows) {
    const link = links.get(r.id)!;
    if (r.upgradedFromId !== null) link.upgradedFrom = numberOf.get(r.upgradedFromId) ?? null;
    link.upgradedTo = related.find((x) => x.upgradedFromId === r.id)?.orderNumber ?? null;
  }
  return links;
}
