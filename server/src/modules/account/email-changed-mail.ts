import { BRAND } from '@shared/constants';
import type { MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml } from '../mail/email-format';

/**
 * Sent to the OLD address when the account's e-mail changes: if someone else did it, the owner
 * learns it at the one address they still read, and knows whom to write to.
 */
export function emailChangedMail(opts: { oldEmail: string; newEmail: string; firstName: string }): MailMessage {
  const greeting = `Hello ${opts.firstName},`;
  const lines = [
    `Your e-mail was changed to ${opts.newEmail}. Messages about your account and submissions now go there.`,
    `If this wasn't you, reply to this e-mail or write to ${BRAND.supportEmail} straight away: we will restore your address and secure your account.`,
  ];
  return {
    to: opts.oldEmail,
    subject: `Your ${BRAND.name} e-mail was changed`,
    text: [greeting, '', ...lines, '', BRAND.name].join('\n'),
    html: emailHtml(`<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`),
  };
}
