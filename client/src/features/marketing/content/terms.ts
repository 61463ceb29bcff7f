import { BRAND } from '@shared/constants';
import { INVOICE_DUE_DAYS } from '@shared/invoice';
import { ERA_SIGNATURE_FEE, EXPEDITED_FEE, FAILED_ITEM_FEE, fullLoaPricesText, QUICK_OPINION_PRICE } from '@/lib/price-copy';

/** Terms of Service, as sections of paragraphs (and lists); `id` is the anchor of the contents list. */
export interface TermsSection {
  id: string;
  title: string;
  body: (string | string[])[];
}

export const TERMS_EFFECTIVE = 'November 1, 2026';

export const TERMS: readonly TermsSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: [
      `These terms govern every submission to ${BRAND.name} ("we", "us") through this website, by mail-in form or by any other means, and your use of the website. By submitting an item or paying a fee you accept them. If you do not agree, please do not submit.`,
    ],
  },
  {
    id: 'services',
    title: 'What we provide',
    body: [
      'We give expert opinions on whether the signature on an item is genuine. We offer a Quick Opinion, based on photographs only, and a Full Letter of Authenticity (Full LOA), based on an in-hand examination.',
      'An opinion is the professional judgement of our authenticators on the evidence available to them. It is not a warranty, a guarantee of value or a statement about the item’s history, provenance or game use. Other authenticators may reach a different opinion. A Quick Opinion is never a letter of authenticity.',
    ],
  },
  {
    id: 'submissions',
    title: 'Submissions',
    body: [
      'When you submit an item you confirm that:',
      [
        'you own the item or are authorised by its owner to submit it;',
        'the information and photos you provide are accurate and are of the item you submit;',
        'the item is not stolen and its submission does not break any law.',
      ],
      'We may decline any submission, before or after receiving it, for example when photos are unclear, the item is outside the athletes we authenticate, or we suspect fraud. A declined item is returned at your expense.',
      'Items that pass a Full LOA receive a letter, a tamper-evident hologram applied to the item or the letter, and a unique certificate number recorded in our certificate database. We may revoke a letter, and mark its number as revoked, if we later learn that it was obtained by fraud or by altering the item or the hologram.',
    ],
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: [
      [
        `Quick Opinion: ${QUICK_OPINION_PRICE} per item, paid by card when you submit. If the item passes and you request a Full LOA within 30 days, the ${QUICK_OPINION_PRICE} is credited toward it.`,
        `Full LOA: ${fullLoaPricesText()}, invoiced after your items are processed. Expedited service adds ${EXPEDITED_FEE} per item; era-appropriate signature review adds ${ERA_SIGNATURE_FEE} per order. Items that do not pass are charged ${FAILED_ITEM_FEE} each.`,
        'Bundles: the bundle price applies only when the items submitted match the bundle exactly; otherwise individual prices apply.',
        `A bundle never costs more than its items one by one: if an item of a bundle does not pass, you pay the lower of the bundle price and the items priced one by one (${FAILED_ITEM_FEE} for each item that does not pass). What you paid by card at submission beyond that is refunded to the same card when we issue the invoice, or, if you choose so at checkout or on your submission page before the invoice is issued, credited against the invoice's return shipping and insurance, any remainder beyond them refunded to the same card.`,
        'Shipping is not included and is invoiced separately; it varies with your location and the return service you choose.',
      ],
      `Apart from that refund or credit, submission fees are non-refundable, whatever the outcome of the examination: you pay for the work of examining the item, not for a particular result. Invoices are due within ${INVOICE_DUE_DAYS} days of the day we issue them. We return items once the invoice is paid.`,
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping and insurance',
    body: [
      'You are responsible for packing your items securely and for shipping them to us with an insured, tracked service, declaring their full value. Risk of loss or damage in transit to us remains with you and your carrier.',
      'The Full LOA and Bundle forms ask for a declared value for each item. It is optional, and it is your own statement of what the item is worth: we do not appraise or check it, and it is not an opinion of the item’s market value.',
      'While items are in our facilities they are stored in a locked vault and insured against loss, theft and damage up to the value you declared on your submission, and at most $10,000 per item unless we agree otherwise in writing before you ship. An item without a declared value is not covered by this insurance.',
      'We return items by the tracked service you choose, at your expense, insured for the total of the values you declared for the items in the package. Items without a declared value are returned uninsured. Risk passes to you when the carrier collects the package from us; claims for loss or damage in transit are made with the carrier, and we will help you with the documentation.',
      'Items whose invoice remains unpaid, or which cannot be returned, for 180 days after we have notified you may be treated as abandoned, to the extent the law allows.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: [
      'To the fullest extent permitted by law, our total liability for any claim arising from a submission is limited to the fees you paid for the item concerned, except for loss of or damage to an item while in our custody, which is covered as described under Shipping and insurance.',
      'We are not liable for any loss of market value, lost profit, or indirect or consequential loss, including any loss arising from a third party’s opinion that differs from ours or from the use of our opinion in a sale. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: [
      'We collect the information needed to handle your submission: your name, e-mail address, phone number, shipping address, the photos and descriptions of your items and, if you create an account, your username and a securely hashed password.',
      'Card payments are processed by our payment provider; we never receive or store your full card number, only the last four digits and the transaction reference. We use your information to examine your items, contact you, invoice and return them, and keep our records as the law requires. We do not sell it.',
      'The certificate database shows the certificate number, the item, the athlete and the date of issue, and asks for the owner’s last name to look a letter up; it never shows your contact details. We may show photos of authenticated items, without your name, as examples of our work unless you ask us not to.',
      `You may ask to see, correct or delete your personal information by writing to ${BRAND.supportEmail}. We keep submission records for as long as the certificate remains verifiable and the law requires.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes and governing law',
    body: [
      'We may update these terms; the version in force when you submit an item applies to that submission. These terms are governed by the laws of the State of California, and disputes are subject to the courts of Los Angeles County, unless the law of your place of residence gives you other rights.',
      `Questions about these terms: ${BRAND.supportEmail} or ${BRAND.phone}, ${BRAND.hours}.`,
    ],
  },
];
