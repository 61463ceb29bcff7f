import { useEffect, useMemo } from 'react';
import { Deferred, HydrationBoundary } from '@/components/layout/deferred';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSearchParamAfterHydration } from '@/hooks/use-search-after-hydration';
import { FullLoaCheckout } from '@/features/full-loa/components/full-loa-checkout';
import { FullLoaFaq } from '@/features/full-loa/components/full-loa-faq';
import { FullLoaIntro } from '@/features/full-loa/components/full-loa-intro';
import { FullLoaProcess } from '@/features/full-loa/components/full-loa-process';
import { ShippingFacilities } from '@/features/full-loa/components/shipping-facilities';
import { readBundleParams } from '@/features/full-loa/lib/bundle-params';
import { readUpgradeParam } from '@/features/full-loa/lib/upgrade-params';

export function FullLoaPage() {
  useDocumentTitle('Full Letter of Authenticity');
  // Read once hydrated (the page is prerendered without a query string): the checkout then restarts
  // with the bundle's items. Without a bundle in the address nothing renders a second time.
  const bundleKey = useSearchParamAfterHydration('bundle');
  const bundle = useMemo(() => readBundleParams(new URLSearchParams(bundleKey ? { bundle: bundleKey } : {})), [bundleKey]);
  // The same for ?upgrade=GA-… from the account's "Upgrade to Full LOA".
  const upgradeKey = useSearchParamAfterHydration('upgrade');
  const upgrade = useMemo(() => readUpgradeParam(new URLSearchParams(upgradeKey ? { upgrade: upgradeKey } : {})), [upgradeKey]);

  // Arriving from /bundles or an upgrade: start at the top, where the banner explains the price.
  useEffect(() => {
    if (bundle || upgrade) window.scrollTo({ top: 0 });
  }, [bundle, upgrade]);

  return (
    <>
      <PageHero
        eyebrow="Authentication services"
        title="Full Letter of Authenticity"
        lead="In-hand examination by our experts. A passing item receives a Letter of Authenticity, a hologram and a unique verification number. Paid by invoice after examination."
      />
      <HydrationBoundary>
        <FullLoaIntro />
      </HydrationBoundary>
      <Deferred>
        <FullLoaProcess />
        <ShippingFacilities />
      </Deferred>
      <section aria-labelledby="loa-checkout" className="bg-white py-14 sm:py-20" id="submit">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="loa-checkout" className="mb-8 font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
            Submit your items
          </h2>
          <div className="rounded-2xl border border-ink-900/10 bg-white p-4 shadow-card sm:p-8">
            <HydrationBoundary>
              <FullLoaCheckout key={`${bundle?.definition.type ?? 'none'}:${upgrade ?? 'none'}`} bundle={bundle} upgrade={upgrade} />
            </HydrationBoundary>
          </div>
        </div>
      </section>
      <Deferred>
        <FullLoaFaq />
      </Deferred>
    </>
  );
}
