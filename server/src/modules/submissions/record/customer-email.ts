import type { WantsEmail } from '../../account/preferences';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { customerEmailBody, escapeHtml } from '../../mail/email-format';
import type { DbOrTx } from '../../../db/types';
import type { SubmissionRow } from './moves';

/**
 * Which Settings toggle decides whether each kind of customer e-mail about a submission goes out:
 * its confirmation is an "e-mail update", every later step of it a "submission status" e-mail. A
 * revocation reaches the holder whatever they chose: the value of what they hold has changed.
 */
const PREFERENCE = {
  confirmation: 'emailUpdates',
  progress: 'submissionStatus',
  revocation: null,
} as const;
export type CustomerEmailKind = keyof typeof PREFERENCE;

/** Where a customer's e-mail is written (the outbox, through the mailer) and whom to ask about it. */
export interface Outbox {
  mailer: Pick<Mailer, 'send'>;
  wantsEmail: WantsEmail;
}

export interface CustomerEmail {
  kind: CustomerEmailKind;
  /** Built only when it goes out, from the submission as written. */
  message: (row: SubmissionRow) => MailMessage | Promise<MailMessage>;
  via: Outbox;
}

/**
 * In the change's transaction (decision 028): the customer's e-mail is written to the outbox with the
 * change, unless their preferences say no, and delivered by the outbox's worker (retried while the mail
 * server is down). A failed write fails the transaction: a change is never saved without its e-mail.
 * Answers whether it was written.
 */
export async function writeCustomerEmail(tx: DbOrTx, row: SubmissionRow, email: CustomerEmail): Promise<boolean> {
  const preference = PREFERENCE[email.kind];
  if (preference !== null && !(await email.via.wantsEmail(row.userId, preference, tx))) return false;
  await email.via.mailer.send(await email.message(row), { tx });
  return true;
}

/**
 * A customer e-mail about their submission: the lines, an optional extra link, the Submission Details
 * link, or, for an order placed without an account, its guest link (`guestLink`, decision 034).
 */
export function submissionEmail(
  row: SubmissionRow,
  publicUrl: string,
  subject: string,
  lines: string[],
  extraLink?: { label: string; url: string },
  guestLink?: string,
): MailMessage {
  const { text, html } = customerEmailBody({
    name: row.fullName,
    text: [...lines, ...(extraLink ? ['', `${extraLink.label}: ${extraLink.url}`] : [])],
    html: [
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
      extraLink ? `<p><a href="${escapeHtml(extraLink.url)}">${escapeHtml(extraLink.label)}</a></p>` : '',
    ],
    link: guestLink
      ? { url: guestLink, textLabel: 'Open your order (no account needed)', htmlLabel: `Open your order ${escapeHtml(row.orderNumber)}` }
      : { url: `${publicUrl}/account/submissions/${row.orderNumber}`, textLabel: 'See your submission', htmlLabel: `See your submission ${escapeHtml(row.orderNumber)}` },
  });
  return { to: row.email, subject: `${subject} (${row.orderNumber})`, text, html };
}
