/**
 * Every price of the product, in integer cents, and how the site writes an amount. The client shows
 * these figures and the server charges and records them; neither computes a price anywhere else.
 */
import type { AthleteSlug } from './constants';
import type { BundleType, ServiceLevel } from './loa-options';
import { groupThousands } from './format';

export const QUICK_OPINION_PRICE_CENTS = 1000;

export const FULL_LOA_PRICE_CENTS: Readonly<Record<AthleteSlug, number>> = {
  'michael-jordan': 12500,
  'tom-brady': 12500,
  'wayne-gretzky': 7000,
};
export const EXPEDITED_FEE_PER_ITEM_CENTS = 4500;
export const ERA_SIGNATURE_FEE_CENTS = 3000;
/** What an item that does not pass costs instead of its full fee (invoiced, never charged online). */
export const FAILED_ITEM_FEE_CENTS = 5000;
/** The lowest Full LOA price of any athlete: the "from $70" of the services. */
export const FULL_LOA_FROM_CENTS = Math.min(...Object.values(FULL_LOA_PRICE_CENTS));

/**
 * "$1,234.50": cents shown in USD with two decimals, as Intl.NumberFormat('en-US', USD) writes them.
 * Written out rather than using Intl: the first NumberFormat a page creates loads the locale data,
 * about 25 ms of a phone's start-up on every page that shows a price (decision 006).
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(whole / 100).toString());
  return `${cents < 0 && whole !== 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** "1234.50": cents as a decimal number of dollars, for data and links (never shown as a price). */
export const decimalDollars = (cents: number): string => (cents / 100).toFixed(2);

/** "$10", "$232.50": a price inside a sentence, without cents when it is a whole number of dollars. */
export function formatUsdShort(cents: number): string {
  return cents % 100 === 0 ? formatUsd(cents).replace(/\.00$/, '') : formatUsd(cents);
}


export const MAX_ITEMS_PER_ORDER = 10;
/** What a form or the API says of an order with more items than that. */
export const MAX_ITEMS_MESSAGE = `Maximum ${MAX_ITEMS_PER_ORDER} items per order`;

function checkItemCount(count: number, what: string): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS_PER_ORDER) {
    throw new RangeError(`${what} has 1 to ${MAX_ITEMS_PER_ORDER} items`);
  }
}

export function quickOpinionTotalCents(itemCount: number): number {
  checkItemCount(itemCount, 'a Quick Opinion');
  return itemCount * QUICK_OPINION_PRICE_CENTS;
}

// ---- Full Letter of Authenticity (shipping is invoiced later and never part of these figures) ----


/**
 * An item whose athlete is not chosen yet (a form being filled in) is null: it costs nothing and
 * matches no bundle, so a page can show a running summary from the same functions the server uses.
 */
export type AthleteChoice = AthleteSlug | null;

export interface PriceLine {
  athlete: AthleteChoice;
  priceCents: number;
}

const priceLines = (athletes: readonly AthleteChoice[]): PriceLine[] =>
  athletes.map((athlete) => ({ athlete, priceCents: athlete ? FULL_LOA_PRICE_CENTS[athlete] : 0 }));
const sum = (lines: PriceLine[]) => lines.reduce((total, l) => total + l.priceCents, 0);

export interface FullLoaQuote {
  lines: PriceLine[];
  itemsCents: number;
  /**
   * The bundle whose price applies (the best one the items match, asked for or not), else the one
   * asked for on /bundles with `matches` false (its discount dropped), else null.
   */
  bundle: { definition: BundleDefinition; matches: boolean } | null;
  /** What the bundle takes off the items' individual prices; 0 when no bundle applies. */
  bundleDiscountCents: number;
  expeditedFeeCents: number;
  eraSignatureFeeCents: number;
  /**
   * What a passing Quick Opinion upgraded to this Full LOA takes off (its price per item), never more
   * than the items cost after any bundle discount: the fees are always paid. 0 without an upgrade.
   */
  creditCents: number;
  totalCents: number;
  /** False while some item has no athlete yet. */
  complete: boolean;
}

/** The credit a passing Quick Opinion of this many items earns toward its Full LOA upgrade. */
export const quickOpinionCreditCents = (quickOpinionItemCount: number) => quickOpinionItemCount * QUICK_OPINION_PRICE_CENTS;

export function fullLoaQuote(input: {
  items: readonly { athlete: AthleteChoice }[];
  serviceLevel: ServiceLevel;
  eraSignature: boolean;
  bundleType?: BundleType | null | undefined;
  /** The Quick Opinion credit offered (quickOpinionCreditCents), before the cap of the items' price. */
  upgradeCreditCents?: number | undefined;
}): FullLoaQuote {
  checkItemCount(input.items.length, 'a Full LOA submission');
  const lines = priceLines(input.items.map((i) => i.athlete));
  const itemsCents = sum(lines);
  const applied = bestMatchingBundle(lines.map((l) => l.athlete));
  const definition = applied ?? (input.bundleType ? bundleByType(input.bundleType) : null);
  const matches = applied !== null;
  // A bundle replaces the items' prices only while they match it exactly; the fees stay as they are.
  const bundleDiscountCents = definition && matches ? itemsCents - definition.discountedPriceCents : 0;
  const expeditedFeeCents = input.serviceLevel === 'expedited' ? EXPEDITED_FEE_PER_ITEM_CENTS * lines.length : 0;
  // The era-appropriate signature check is one fee per order, whatever the number of items.
  const eraSignatureFeeCents = input.eraSignature ? ERA_SIGNATURE_FEE_CENTS : 0;
  const creditCents = Math.min(Math.max(0, Math.trunc(input.upgradeCreditCents ?? 0)), itemsCents - bundleDiscountCents);
  return {
    lines,
    itemsCents,
    bundle: definition ? { definition, matches } : null,
    bundleDiscountCents,
    expeditedFeeCents,
    eraSignatureFeeCents,
    creditCents,
    totalCents: itemsCents - bundleDiscountCents - creditCents + expeditedFeeCents + eraSignatureFeeCents,
    complete: lines.every((l) => l.athlete !== null),
  };
}

// ---- Bundles: a discount applied only while the items' athletes match the bundle exactly ----

export const BUNDLE_MIN_ITEMS = 2;

export interface BundleDefinition {
  type: BundleType;
  name: string;
  description: string;
  /** A key the client maps to an icon. */
  icon: 'trophy' | 'target' | 'crown';
  discountLabel: string;
  discountPercent: number;
  /** One slot per item: each slot lists the athletes that may fill it. */
  slots: readonly (readonly AthleteSlug[])[];
  originalPriceCents: number;
  discountedPriceCents: number;
  savingsCents: number;
}

export const BUNDLES: readonly BundleDefinition[] = [
  {
    type: 'back-to-back',
    name: 'Back-to-Back',
    description: 'One Michael Jordan item and one Tom Brady item',
    icon: 'trophy',
    discountLabel: '7% OFF',
    discountPercent: 7,
    slots: [['michael-jordan'], ['tom-brady']],
    originalPriceCents: 25000,
    discountedPriceCents: 23250,
    savingsCents: 1750,
  },
  {
    type: 'the-goal',
    name: 'The Goal',
    description: 'One Wayne Gretzky item and one Michael Jordan or Tom Brady item',
    icon: 'target',
    discountLabel: '8% OFF',
    discountPercent: 8,
    slots: [['wayne-gretzky'], ['michael-jordan', 'tom-brady']],
    originalPriceCents: 19500,
    discountedPriceCents: 17940,
    savingsCents: 1560,
  },
  {
    type: '3-peat',
    name: '3-Peat',
    description: 'One item each of Michael Jordan, Tom Brady and Wayne Gretzky',
    icon: 'crown',
    discountLabel: '10% OFF',
    discountPercent: 10,
    slots: [['michael-jordan'], ['tom-brady'], ['wayne-gretzky']],
    originalPriceCents: 32000,
    discountedPriceCents: 28800,
    savingsCents: 3200,
  },
];

/** The largest discount of any bundle, for "save up to 10%". */
export const MAX_BUNDLE_DISCOUNT_PERCENT = Math.max(...BUNDLES.map((b) => b.discountPercent));

export function bundleByType(type: BundleType): BundleDefinition {
  const bundle = BUNDLES.find((b) => b.type === type);
  if (!bundle) throw new RangeError(`unknown bundle ${String(type)}`);
  return bundle;
}

/** True when every item fills exactly one slot of the bundle and no slot stays empty. */
export function bundleMatches(bundle: BundleDefinition, athletes: readonly AthleteChoice[]): boolean {
  const fill = (rest: readonly AthleteChoice[], slots: readonly (readonly AthleteSlug[])[]): boolean => {
    const [first, ...others] = rest;
    if (first === undefined) return slots.length === 0;
    return slots.some((slot, i) => first !== null && slot.includes(first) && fill(others, slots.filter((_, j) => j !== i)));
  };
  return athletes.length === bundle.slots.length && fill(athletes, bundle.slots);
}

/**
 * The bundle whose price applies to these items wherever they are priced, as the Bundles page
 * promises ("applies automatically when items match"): the largest saving among the bundles they
 * match exactly, or null.
 */
export function bestMatchingBundle(athletes: readonly AthleteChoice[]): BundleDefinition | null {
  const matching = BUNDLES.filter((b) => bundleMatches(b, athletes));
  return matching.reduce<BundleDefinition | null>((best, b) => (best && best.savingsCents >= b.savingsCents ? best : b), null);
}

export interface BundleQuote {
  bundle: BundleDefinition;
  matches: boolean;
  lines: PriceLine[];
  /** The items at their individual Full LOA prices. */
  individualCents: number;
  /** The price before any discount (the struck-through figure); equals individualCents. */
  originalCents: number;
  discountCents: number;
  totalCents: number;
  complete: boolean;
}

/**
 * The price of a bundle order: the bundle's discounted price while the athletes match it exactly,
 * otherwise the individual prices (the discount is dropped, never prorated).
 */
export function bundleQuote(input: { bundleType: BundleType; athletes: readonly AthleteChoice[] }): BundleQuote {
  checkItemCount(input.athletes.length, 'a bundle');
  const bundle = bundleByType(input.bundleType);
  const lines = priceLines(input.athletes);
  const individualCents = sum(lines);
  const matches = bundleMatches(bundle, input.athletes);
  const discountCents = matches ? individualCents - bundle.discountedPriceCents : 0;
  return {
    bundle,
    matches,
    lines,
    individualCents,
    originalCents: individualCents,
    discountCents,
    totalCents: individualCents - discountCents,
    complete: lines.every((l) => l.athlete !== null),
  };
}
