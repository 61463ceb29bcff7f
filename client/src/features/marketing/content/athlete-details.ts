import type { AthleteSlug } from '@shared/constants';
import { fullLoaTurnaround, QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { EXPEDITED_FEE, FAILED_ITEM_FEE, fullLoaPrice, QUICK_OPINION_PRICE } from '@/lib/price-copy';

export interface Specialist {
  name: string;
  role: string;
  bio: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  item: string;
}

/** The forensic examiner works on every athlete's items. */
const FORENSIC: Specialist = {
  name: 'Dana Whitfield',
  role: 'Forensic document examiner',
  bio: 'Trained in questioned-document analysis; examines ink, pressure and line quality under magnification and UV light on every Full LOA.',
};

const TURNAROUND: Faq = {
  question: 'How long does a Full Letter of Authenticity take?',
  answer:
    `We examine your items within ${fullLoaTurnaround('standard')}. Expedited service (${fullLoaTurnaround('expedited')}) is available for an additional ${EXPEDITED_FEE} per item. The invoice, with authentication and return shipping, follows once your items have been examined.`,
};

export const ATHLETE_DETAILS: Record<AthleteSlug, { team: Specialist[]; faqs: Faq[]; testimonials: Testimonial[] }> = {
  'michael-jordan': {
    team: [
      { name: 'Marcus Hale', role: 'Lead basketball authenticator', bio: 'Twenty years buying and studying basketball autographs; keeps our library of dated Michael Jordan exemplars.' },
      { name: 'Priya Raman', role: 'Basketball specialist', bio: 'Former auction-house cataloguer who has handled thousands of signed jerseys, balls and cards.' },
      FORENSIC,
    ],
    faqs: [
      {
        question: 'How do you authenticate a Michael Jordan signature?',
        answer:
          'Two specialists compare the signature with verified exemplars from the same period and on the same kind of surface: letter forms, slant, flow, pen pressure and ink. The item itself is checked too, because a jersey or ball made after a signature was supposedly signed ends the question.',
      },
      {
        question: 'Can you give an opinion from photos only?',
        answer:
          `Yes: a Quick Opinion costs ${QUICK_OPINION_PRICE} per item and is answered ${QUICK_OPINION_TURNAROUND} from your photos. It is an expert opinion, not a letter. If the item passes and you upgrade within 30 days, the ${QUICK_OPINION_PRICE} is credited toward a Full LOA.`,
      },
      {
        question: 'My item already has another company’s certificate. Can you still examine it?',
        answer: 'Yes. We examine every item independently; an existing certificate or sticker does not change our process or our verdict.',
      },
      TURNAROUND,
    ],
    testimonials: [
      { quote: 'I had a jersey for fifteen years without knowing. Now it has a letter and a number any buyer can check.', name: 'Chris M.', place: 'Naperville, IL', item: 'Signed home jersey' },
      { quote: 'The Quick Opinion came back the next morning, with a clear explanation of what they looked at.', name: 'Alana R.', place: 'San Diego, CA', item: 'Signed photo' },
      { quote: 'Professional from the first call to the return box. The hologram and letter look the part.', name: 'Derek S.', place: 'Charlotte, NC', item: 'Signed basketball' },
    ],
  },
  'tom-brady': {
    team: [
      { name: 'Ryan Castellano', role: 'Lead football authenticator', bio: 'Former equipment manager turned collector; knows every ball, helmet and jersey model used across two decades.' },
      { name: 'Grace Okafor', role: 'Card specialist', bio: 'Handles rookie cards, on-card autographs and slabbed cards, and works with our grading partner.' },
      FORENSIC,
    ],
    faqs: [
      {
        question: 'Do you authenticate both early and recent Tom Brady signatures?',
        answer: 'Yes. His signature changed over 23 seasons, and we compare each item with verified examples from the same years.',
      },
      {
        question: 'Do you authenticate game use?',
        answer: 'No. We authenticate the signature, and we check that the item itself fits the period. Game use is a separate question we do not certify.',
      },
      {
        question: 'My helmet is signed in paint pen. Is that a problem?',
        answer: 'Not at all. Paint pens are common on helmets and footballs; we examine them in hand, under magnification and UV light.',
      },
      {
        question: 'How much is a Full LOA for a Tom Brady item?',
        answer: `A Full LOA is ${fullLoaPrice('tom-brady')} per item, not including shipping, which is invoiced separately and depends on where you are. Expedited service adds ${EXPEDITED_FEE} per item.`,
      },
    ],
    testimonials: [
      { quote: 'They spotted that my ball was a model made years after the signing it was sold with. Saved me a costly resale mistake.', name: 'Jordan P.', place: 'Providence, RI', item: 'Signed football' },
      { quote: 'Clear pricing, a real person on the phone and a letter I am proud to frame next to the jersey.', name: 'Maria L.', place: 'Tampa, FL', item: 'Signed road jersey' },
      { quote: 'The card came back with its number in the database on the date they gave me. Exactly as promised.', name: 'Kevin T.', place: 'Ann Arbor, MI', item: 'Signed rookie card' },
    ],
  },
  'wayne-gretzky': {
    team: [
      { name: 'Élise Tremblay', role: 'Lead hockey authenticator', bio: 'Grew up in rinks across Alberta and has collected hockey memorabilia for twenty-five years.' },
      { name: 'Sam Kowalski', role: 'Hockey equipment specialist', bio: 'Identifies stick and puck models by era, so a signature is never older than the item it is on.' },
      FORENSIC,
    ],
    faqs: [
      {
        question: 'How much does a Full LOA for a Wayne Gretzky item cost?',
        answer: `A Full LOA for a Wayne Gretzky item is ${fullLoaPrice('wayne-gretzky')} per item, not including shipping, which is invoiced separately. Expedited service adds ${EXPEDITED_FEE} per item.`,
      },
      {
        question: 'Can you authenticate signed pucks and sticks?',
        answer: 'Yes. Pucks and sticks are examined in hand; we check the ink on rubber, tape and wood, and that the puck or stick model fits the period.',
      },
      {
        question: 'What happens if my item does not pass?',
        answer:
          `You receive a short written explanation of what we found, and the item is returned to you. Items that do not pass are charged ${FAILED_ITEM_FEE} each instead of the full fee.`,
      },
    ],
    testimonials: [
      { quote: 'My father’s puck from a 1980s card show finally has a letter. The explanation of the ink was fascinating.', name: 'Luc B.', place: 'Chicago, IL', item: 'Signed puck' },
      { quote: 'Fast, careful and honest. One of my two sticks did not pass, and they showed me exactly why.', name: 'Heather W.', place: 'Minneapolis, MN', item: 'Signed sticks' },
      { quote: 'Shipped to the Midwest facility on Monday, had my results inside the business days they quoted.', name: 'Tom G.', place: 'Buffalo, NY', item: 'Signed sweater' },
    ],
  },
};

/** The three steps of every athlete page (docs/product.md, Pages). */
export const ATHLETE_STEPS = [
  { title: 'Submission', text: 'Send photos for a Quick Opinion, or submit online and ship the item for a Full LOA.' },
  { title: 'Expert Analysis', text: 'Two specialists compare the signature with dated exemplars; the item is examined in hand.' },
  { title: 'Authentication', text: 'A passing item receives a letter, a hologram and a certificate number in our database.' },
] as const;
