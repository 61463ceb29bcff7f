import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { ACCEPTED_IMAGE_NAMES } from '@shared/uploads';
import { FaqSection } from '@/components/faq/faq-section';
import { QUICK_OPINION_PRICE } from '@/lib/price-copy';

const QUESTIONS = [
  {
    q: 'What is a Quick Opinion?',
    a: 'An expert opinion on whether a signature is authentic, based on the photos you send. It is a fast, low-cost first check; it does not include a letter, hologram or certificate.',
  },
  { q: 'How long does it take?', a: `You receive our opinion ${QUICK_OPINION_TURNAROUND} of your payment.` },
  {
    q: 'What photos should I send?',
    a: `Sharp, well-lit ${ACCEPTED_IMAGE_NAMES} photos, up to 50MB each: the whole item, a close-up of the signature, and any inscription, tag or serial number. Several photos per item help.`,
  },
  {
    q: 'What if my item passes?',
    a: `Upgrade it to a Full Letter of Authenticity within 30 days and the ${QUICK_OPINION_PRICE} Quick Opinion fee is credited toward the Full LOA.`,
  },
  {
    q: 'Can I get a refund?',
    a: 'Submission fees are non-refundable, because the review work is done whatever the result. Payment is taken securely by card through Clover.',
  },
] as const;

export function QuickOpinionFaq() {
  return <FaqSection id="qo-faq" questions={QUESTIONS} />;
}
