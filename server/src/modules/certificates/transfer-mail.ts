import type { MailMessage } from '../mail/mailer';
import { customerEmailBody, escapeHtml, unlinked } from '../mail/email-format';

type Party = { email: string; fullName: string };
type Letter = { certificateNumber: string; item: string };

/** The seller's e-mail once the buyer accepted: the letter is no longer theirs to show or download. */
export function transferredAwayMail(seller: Party, letter: Letter, publicUrl: string): MailMessage {
  const lines = [
    `Certificate ${letter.certificateNumber} (${unlinked(letter.item)}) now belongs to the buyer who entered your transfer code.`,
    'It no longer appears under My Certificates in your account. If you did not sell this item, reply to this e-mail or call us.',
  ];
  const { text, html } = customerEmailBody({
    name: seller.fullName,
    text: lines,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link: { url: `${publicUrl}/account/certificates`, textLabel: 'My Certificates', htmlLabel: 'Open My Certificates' },
  });
  return { to: seller.email, subject: `Certificate ${letter.certificateNumber} transferred`, text, html };
}

/** The buyer's e-mail: what they now hold, and that verification asks for their last name from now on. */
export function receivedMail(buyer: Party & { lastName: string }, letter: Letter, publicUrl: string): MailMessage {
  const lines = [
    `Certificate ${letter.certificateNumber} (${unlinked(letter.item)}) is now in your name.`,
    `Verification now asks for your last name (${unlinked(buyer.lastName)}) with the number. You can download the letter and choose whether it is shown publicly under My Certificates.`,
  ];
  const { text, html } = customerEmailBody({
    name: buyer.fullName,
    text: lines,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link: { url: `${publicUrl}/account/certificates`, textLabel: 'My Certificates', htmlLabel: 'Open My Certificates' },
  });
  return { to: buyer.email, subject: `Certificate ${letter.certificateNumber} is now yours`, text, html };
}
