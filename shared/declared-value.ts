import { formatUsd } from './pricing';

/**
 * The value a customer declares for each mailed item (Full LOA and Bundles): their own statement of
 * what it is worth, not an appraisal. The return parcel is insured for the total of these values; an
 * item without one travels back uninsured (the Terms' Shipping and insurance).
 */

/** The most one item may be declared at: $1,000,000.00. */
export const MAX_DECLARED_VALUE_CENTS = 100_000_000;

/** "2500.00" (the form's value once checked, shared/schemas/submission-fields.ts) as whole cents; null stays null. */
export function declaredCentsOf(dollars: string | null | undefined): number | null {
  if (dollars === null || dollars === undefined) return null;
  const [whole = '0', fraction = ''] = dollars.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The sum of the items' declared values: what the return parcel is insured for (0 when none declared one). */
export const declaredTotalCents = (items: readonly { declaredValueCents: number | null }[]): number =>
  items.reduce((sum, i) => sum + (i.declaredValueCents ?? 0), 0);

/** How many of the items have no declared value. */
export const undeclaredCount = (items: readonly { declaredValueCents: number | null }[]): number => items.filter((i) => i.declaredValueCents === null).length;

/** "$2,500.00", or "Not declared". */
export const declaredValueText = (cents: number | null): string => (cents === null ? 'Not declared' : formatUsd(cents));

/** "Insured for $2,500.00", or "Not insured (no declared value)". */
export const insuredText = (cents: number): string => (cents > 0 ? `Insured for ${formatUsd(cents)}` : 'Not insured (no declared value)');

/**
 * What the return insurance covers, in one sentence: "The return shipment is insured for $2,500.00;
 * 1 of 2 items has no declared value and travels uninsured."
 */
export function returnInsuranceText(items: readonly { declaredValueCents: number | null }[]): string {
  const total = declaredTotalCents(items);
  const missing = undeclaredCount(items);
  if (total === 0) return `The return shipment is not insured: ${items.length === 1 ? 'the item has no declared value' : 'no item has a declared value'}.`;
  const left = missing === 0 ? '' : `; ${missing} of ${items.length} items ${missing === 1 ? 'has' : 'have'} no declared value and ${missing === 1 ? 'travels' : 'travel'} uninsured`;
  return `The return shipment is insured for ${formatUsd(total)}${left}.`;
}

/** Why return insurance cannot be billed on these items (decision 036), as the admin's form and the API say it. */
export const UNINSURED_RETURN_MESSAGE = 'Insurance cannot be billed: no item has a declared value, so the return shipment is not insured';

/**
 * Return insurance may be billed only when at least one item has a declared value: otherwise the
 * return travels uninsured, as the customer's page says, and a charge for insurance would buy nothing.
 */
export const canBillInsurance = (items: readonly { declaredValueCents: number | null }[]): boolean => declaredTotalCents(items) > 0;
