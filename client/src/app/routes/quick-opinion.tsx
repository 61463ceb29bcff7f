import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { Deferred, HydrationBoundary } from '@/components/layout/deferred';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HowItWorks } from '@/features/quick-opinion/components/how-it-works';
import { QuickOpinionCheckout } from '@/features/quick-opinion/components/quick-opinion-checkout';
import { QuickOpinionFaq } from '@/features/quick-opinion/components/quick-opinion-faq';
import { QUICK_OPINION_PRICE } from '@/lib/price-copy';

export function QuickOpinionPage() {
  useDocumentTitle('Quick Opinion');
  return (
    <>
      <PageHero
        eyebrow="Authentication services"
        title="Quick Opinion"
        lead={`An expert opinion on your signed item from photos alone: ${QUICK_OPINION_PRICE} per item, paid by card, answered ${QUICK_OPINION_TURNAROUND}.`}
      />
      <HydrationBoundary>
        <HowItWorks />
      </HydrationBoundary>
      <section aria-labelledby="qo-checkout" className="bg-white pb-16 sm:pb-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="qo-checkout" className="sr-only">
            Submit your items
          </h2>
          <div className="rounded-2xl border border-ink-900/10 bg-white p-4 shadow-card sm:p-8">
            <HydrationBoundary>
              <QuickOpinionCheckout />
            </HydrationBoundary>
          </div>
        </div>
      </section>
      <Deferred>
        <QuickOpinionFaq />
      </Deferred>
    </>
  );
}
