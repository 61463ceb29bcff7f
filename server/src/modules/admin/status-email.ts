import { BRAND } from '@shared/constants';
import { OUTCOME_LABELS } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import type { MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml } from '../submissions/email-format';

const STATUS_LABELS: Record<Submission['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  rejected: 'Rejected',
};

/**
 * The e-mail a customer receives when an admin changes their submission's status: the new status, the
 * note the admin shared, the outcome once completed, the certificates issued, and the details link.
 */
export function statusChangeEmail(
  s: Submission,
  opts: { publicUrl: string; customerNote?: string | undefined; certificateNumbers: string[] },
): MailMessage {
  const status = STATUS_LABELS[s.status];
  const link = `${opts.publicUrl}/account/submissions/${s.orderNumber}`;
  const lines = [`The status of your submission ${s.orderNumber} (${s.item}) is now ${status}.`];
  if (s.status === 'completed' && s.outcome) lines.push(`Result: ${OUTCOME_LABELS[s.outcome]}.`);
  if (opts.certificateNumbers.length) {
    const plural = opts.certificateNumbers.length > 1;
    lines.push(`Certificate${plural ? 's' : ''} of authenticity issued: ${opts.certificateNumbers.join(', ')}.`);
  }
  const note = opts.customerNote ? `Note from our authenticators: ${opts.customerNote}` : null;
  const text = [
    `Hello ${s.fullName},`,
    '',
    ...lines,
    ...(note ? ['', note] : []),
    '',
    `See the details: ${link}`,
    `Questions? ${BRAND.supportEmail} or ${BRAND.phone} (${BRAND.hours}).`,
    '',
    BRAND.name,
  ].join('\n');
  const html = emailHtml(`<p>Hello ${escapeHtml(s.fullName)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${note ? `<p><em>${escapeHtml(note)}</em></p>` : ''}
<p><a href="${escapeHtml(link)}">See your submission's details</a> · ${escapeHtml(BRAND.supportEmail)}</p>`);
  return { to: s.email, subject: `Submission ${s.orderNumber}: ${status}`, text, html };
}
