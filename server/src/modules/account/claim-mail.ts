import { BRAND } from '@shared/constants';
import type { MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml, unlinked } from '../mail/email-format';
import type { UserRow } from '../auth/user-repository';

/** The e-mail that proves the account holder reads this inbox: how many orders, and the link. */
export function claimMail(user: Pick<UserRow, 'email' | 'firstName'>, count: number, link: string): MailMessage {
  // The name as typed at registration, never as a link (unlinked).
  const greeting = `Hello ${unlinked(user.firstName)},`;
  const orders = `${count} order${count === 1 ? ' was' : 's were'} placed on our site under this e-mail address without an account.`;
  const lines = [
    orders,
    `Open this link while signed in to add ${count === 1 ? 'it' : 'them'} to your account. It works once and expires in one hour:`,
  ];
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing changes.';
  return {
    to: user.email,
    askedByVisitor: true,
    subject: `Add your earlier orders to your ${BRAND.name} account`,
    text: [greeting, '', ...lines, link, '', ignore, '', BRAND.name].join('\n'),
    html: emailHtml(
      `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b1220;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Add my orders</a></p>` +
        `<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p><p style="font-size:13px;color:#475569">${escapeHtml(ignore)}</p>`,
    ),
  };
}
