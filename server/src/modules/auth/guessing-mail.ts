import { BRAND } from '@shared/constants';
import type { MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml, unlinked } from '../mail/email-format';
import type { UserRow } from './user-repository';

export type GuessingKind = 'password' | 'code';

const SUBJECTS: Record<GuessingKind, string> = {
  password: `Someone is trying to sign in to your ${BRAND.name} account`,
  code: `Someone who has your ${BRAND.name} password is trying codes`,
};

/**
 * To the account's owner when a per-account cap trips (decision 021, amended): what happened, that
 * their own browsers still get in, and what to do. Never held back by the per-recipient limit: at most
 * one per lock, and the owner must hear of it.
 */
export function guessingMail(user: Pick<UserRow, 'email' | 'firstName'>, kind: GuessingKind, minutes: number): MailMessage {
  const greeting = `Hello ${unlinked(user.firstName)},`;
  const lines =
    kind === 'password'
      ? [
          'Many wrong passwords were just tried on your account, from browsers that have never signed in to it.',
          `For the next ${minutes} minutes new browsers cannot sign in to it; browsers you have signed in on before still can.`,
          'If this was not you, nothing is needed: your password was not accepted. If your password is short or used elsewhere, change it in Settings.',
        ]
      : [
          'Someone who knows your password has entered many wrong codes from an authenticator app.',
          `Code entry for your account is paused for the next ${minutes} minutes.`,
          'Change your password now (with "Forgot password" if you cannot sign in), and sign out the sessions you do not recognise in Settings.',
        ];
  const contact = `Questions: ${BRAND.supportEmail}.`;
  return {
    to: user.email,
    subject: SUBJECTS[kind],
    text: [greeting, '', ...lines, '', contact, '', BRAND.name].join('\n'),
    html: emailHtml(`<p>${escapeHtml(greeting)}</p>${[...lines, contact].map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`),
  };
}
