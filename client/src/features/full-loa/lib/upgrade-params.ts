import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { ATHLETE_SLUGS, type AthleteSlug } from '@shared/constants';
import type { Submission } from '@shared/schemas/submission';
import { passedItemIndexes } from '@shared/upgrade';
import { emptyFullLoaItem } from './full-loa-form-defaults';
import type { FullLoaFormItem } from './full-loa-form-schema';

/**
 * Reads ?upgrade=GA-XXXX-XXXX (from the account's "Upgrade to Full LOA"). Only the form of the
 * number is checked here; whether it may be upgraded, and the credit, the server decides.
 */
export function readUpgradeParam(params: URLSearchParams): string | null {
  const value = params.get('upgrade')?.trim().toUpperCase() ?? '';
  return ORDER_NUMBER_PATTERN.test(value) ? value : null;
}

const isAthlete = (v: string): v is AthleteSlug => (ATHLETE_SLUGS as readonly string[]).includes(v);

/**
 * The rows a Quick Opinion starts the Full LOA with: the athletes and descriptions of its items that
 * passed (those the credit is for). The item type and the photo stay to be given: a Full LOA needs one
 * photo per item uploaded from this browser.
 */
export function upgradeStartingItems(source: Pick<Submission, 'items' | 'outcome'>): FullLoaFormItem[] {
  const passed = passedItemIndexes(source);
  const rows = source.items
    .filter((_, n) => passed.includes(n))
    .map((i) => ({ ...emptyFullLoaItem(isAthlete(i.athlete) ? i.athlete : ''), notes: i.description }));
  // A form always has at least one row to fill in.
  return rows.length ? rows : [emptyFullLoaItem()];
}
