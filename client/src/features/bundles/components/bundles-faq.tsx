import { FAILED_ITEM_FEE_CENTS, formatUsd } from '@shared/pricing';
import { orderNumberInPackage } from '@shared/shipping-wording';
import { fullLoaTurnaround } from '@shared/turnaround';
import { FaqSection } from '@/components/faq/faq-section';

const QUESTIONS = [
  {
    q: 'How does the bundle discount work?',
    a: 'The discount applies automatically when the items of your submission match a bundle exactly: for the 3-Peat, one item each of Michael Jordan, Tom Brady and Wayne Gretzky. If you add, remove or change an item so the set no longer matches, the bundle price is dropped and each item is charged at its individual price.',
  },
  {
    q: 'What if an item of my bundle does not pass?',
    a: `You never pay more than the items would cost one by one. An item that does not pass costs the failed-item fee of ${formatUsd(FAILED_ITEM_FEE_CENTS)} instead of its price; if that makes the items cheaper one by one than the bundle, you pay the lower figure, and what you paid by card beyond it is refunded to the same card when we issue your invoice. If you prefer, choose at checkout (or on your submission page, until the invoice is issued) to have it credited against the return shipping and insurance on that invoice instead; anything left beyond them is refunded to your card.`,
  },
  {
    q: 'How do I send my items?',
    a: `Submit and pay online first. Then ship all items of the bundle together in one package to our Midwest facility in Crystal Lake, IL. ${orderNumberInPackage()} Use an insured, tracked service; return shipping is invoiced separately.`,
  },
  {
    q: 'What do I receive, and how long does it take?',
    a: `Each item is examined in hand within ${fullLoaTurnaround('standard')}. A passing item receives a Full Letter of Authenticity with a hologram and a unique verification number, and is added to our certificate database. Submission fees are non-refundable but for that refund or credit.`,
  },
] as const;

export function BundlesFaq() {
  return <FaqSection id="bundles-faq" questions={QUESTIONS} />;
}
