import { BRAND } from '@shared/constants';
import type { MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml, unlinked } from '../mail/email-format';
import type { UserRow } from '../auth/user-repository';

/** The forgotten-password e-mail: the link, its one-hour life, and what to do if it was not you. */
export function resetMail(user: Pick<UserRow, 'email' | 'firstName'>, link: string): MailMessage {
  // The name as typed at registration, never as a link (unlinked).
  const greeting = `Hello ${unlinked(user.firstName)},`;
  const lines = [
    'We received a request to reset the password of your account.',
    'Open this link to choose a new password. It works once and expires in one hour:',
  ];
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to: user.email,
    askedByVisitor: true,
    subject: `Reset your ${BRAND.name} password`,
    text: [greeting, '', ...lines, link, '', ignore, '', BRAND.name].join('\n'),
    html: emailHtml(
      `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b1220;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Reset password</a></p>` +
        `<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p><p style="font-size:13px;color:#475569">${escapeHtml(ignore)}</p>`,
    ),
  };
}
