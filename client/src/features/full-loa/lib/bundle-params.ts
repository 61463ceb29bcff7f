import { bundleByType, type BundleDefinition } from '@shared/pricing';
import { isBundleType } from '@shared/loa-options';
import type { AthleteSlug } from '@shared/constants';

export interface BundleRequest {
  definition: BundleDefinition;
  /** The name and discount the link carried; shown only when they agree with our own figures. */
  name: string;
  discountPercent: number;
}

/**
 * Reads ?bundle=&bundleName=&bundlePrice=&bundleDiscount= from /bundles. Only the bundle key is
 * trusted: the name, price and discount shown come from shared/pricing.ts, so an edited link can
 * never display a price the server would not charge.
 */
export function readBundleParams(params: URLSearchParams): BundleRequest | null {
  const key = params.get('bundle');
  if (!isBundleType(key)) return null;
  const definition = bundleByType(key);
  return { definition, name: definition.name, discountPercent: definition.discountPercent };
}

/** The athletes a bundle's rows start with: the first allowed athlete of each slot. */
export function bundleStartingAthletes(definition: BundleDefinition): AthleteSlug[] {
  return definition.slots.map((slot) => slot[0]!);
}
