import { INVOICE_TIMING, RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { FULL_LOA_TURNAROUND } from '@shared/turnaround';
import { FaqSection } from '@/components/faq/faq-section';
import { ERA_SIGNATURE_FEE, EXPEDITED_FEE, FAILED_ITEM_FEE, fullLoaPricesText } from '@/lib/price-copy';

const QUESTIONS = [
  {
    q: 'How much does a Full LOA cost?',
    a: `${fullLoaPricesText()}. Expedited service adds ${EXPEDITED_FEE} per item, and the era-appropriate signature check adds ${ERA_SIGNATURE_FEE} per order. Return shipping is invoiced separately and depends on your location.`,
  },
  {
    q: 'How long does it take?',
    a: `We examine your items within ${FULL_LOA_TURNAROUND}. ${INVOICE_TIMING} ${RETURN_AFTER_PAYMENT}`,
  },
  {
    q: 'What if my item does not pass?',
    a: `A failed item costs ${FAILED_ITEM_FEE} instead of the full fee and is returned to you with our findings. Submission fees are non-refundable.`,
  },
  {
    q: 'How do I pay?',
    a: `Nothing is charged when you submit. ${INVOICE_TIMING} You pay it by card on your submission page.`,
  },
] as const;

export function FullLoaFaq() {
  return <FaqSection id="loa-faq" questions={QUESTIONS} />;
}
