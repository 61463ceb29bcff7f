import type { BundleDefinition } from '@shared/pricing';
import { decimalDollars } from '@shared/pricing';

/**
 * The bundle requested as a Full LOA paid later by invoice: /full-loa reads exactly these
 * parameters (docs/product.md, Services: Bundles) to show the bundle banner and price.
 */
export function fullLoaInvoiceHref(bundle: BundleDefinition): string {
  const params = new URLSearchParams({
    bundle: bundle.type,
    bundleName: bundle.name,
    bundlePrice: decimalDollars(bundle.discountedPriceCents),
    bundleDiscount: String(bundle.discountPercent),
  });
  return `/full-loa?${params.toString()}`;
}
