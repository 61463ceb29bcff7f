import { MULTIPLE_ATHLETES } from '@shared/constants';

/** The summary fields every submission record carries (spec 01, section 3), built the same way for each service. */

export function summarizeItems(items: { description: string }[]): string {
  const first = items[0]?.description ?? '';
  const short = first.length > 80 ? `${first.slice(0, 77)}...` : first;
  return items.length === 1 ? short : `${items.length} items: ${short}`;
}

/** The athlete of the items, or multiple-athletes when they differ. */
export function athleteSummary(items: { athlete: string }[]): string {
  const athletes = new Set(items.map((i) => i.athlete));
  return athletes.size === 1 ? [...athletes][0]! : MULTIPLE_ATHLETES;
}

/** One paragraph per item. */
export function notesByItem(items: { description: string }[]): string {
  return items.map((i, n) => `Item ${n + 1}: ${i.description}`).join('\n\n');
}
