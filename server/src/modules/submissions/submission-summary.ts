import { MULTIPLE_ATHLETES } from '@shared/constants';

/** The summary fields every submission record carries (docs/product.md, Records), built the same way for each service. */

/** The athlete of the items, or multiple-athletes when they differ. */
export function athleteSummary(items: { athlete: string }[]): string {
  const athletes = new Set(items.map((i) => i.athlete));
  return athletes.size === 1 ? [...athletes][0]! : MULTIPLE_ATHLETES;
}

/** One paragraph per item. */
export function notesByItem(items: { description: string }[]): string {
  return items.map((i, n) => `Item ${n + 1}: ${i.description}`).join('\n\n');
}
