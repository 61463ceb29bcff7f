import { STATUS_LABELS } from '@shared/lifecycle';
import { rejectionSummary } from '@shared/rejection';
import { OUTCOME_LABELS } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { formatDate } from '@shared/format';
import { formatUsd } from '@shared/pricing';
import { itemVerdicts } from '@shared/submission-result';
import { canUpgrade, passedItemIndexes, upgradeCreditOf, upgradeDeadline, upgradePath } from '@shared/upgrade';
import type { MailMessage } from '../mail/mailer';
import { customerEmailBody, escapeHtml, unlinked } from '../mail/email-format';

/** "Michael Jordan signed jersey: Pass", one per item, when some passed and some failed. */
function itemVerdictLines(s: Submission): string[] {
  if (s.result?.kind !== 'mixed') return [];
  const verdicts = itemVerdicts(s);
  return s.items.map((item, n) => {
    const verdict = verdicts[n];
    return `${unlinked(item.title)}: ${verdict ? OUTCOME_LABELS[verdict] : 'Not judged yet'}`;
  });
}

/**
 * A completed Quick Opinion of which an item passed: the upgrade it may still have, with its credit and
 * its last day (the same rule as the account's "Upgrade to Full LOA", shared/upgrade.ts).
 */
function upgradeOffer(s: Submission, publicUrl: string): string | null {
  if (s.status !== 'completed' || !s.outcomeAt || !canUpgrade(s)) return null;
  const passed = passedItemIndexes(s).length;
  const what = passed === Math.max(s.items.length, 1) ? (passed === 1 ? 'your item' : 'your items') : passed === 1 ? 'the item that passed' : `the ${passed} items that passed`;
  return (
    `Upgrade ${what} to a Full Letter of Authenticity by ${formatDate(upgradeDeadline(s.outcomeAt), 'long')} and ${formatUsd(upgradeCreditOf(s))} ` +
    `is credited toward it (signed in to your account): ${publicUrl}${upgradePath(s.orderNumber)}`
  );
}

/**
 * The e-mail a customer receives when an admin changes their submission's status: the new status, the
 * note the admin shared, the result once completed (with each item's verdict when they differ), the
 * upgrade a Quick Opinion with a passing item offers, the certificates issued, and the details link.
 */
export function statusChangeEmail(
  s: Submission,
  opts: { publicUrl: string; customerNote?: string | undefined; certificateNumbers: string[] },
): MailMessage {
  const status = STATUS_LABELS[s.status];
  // The customer's own words (the items), never as a link (unlinked).
  const lines = [`The status of your submission ${s.orderNumber} (${unlinked(s.item)}) is now ${status}.`];
  const result = s.status === 'completed' ? s.result : null;
  if (result) lines.push(`Result: ${result.label}.`);
  // A rejection's kind in the customer's terms, whether the items were examined, and the admin's
  // message: the e-mail says what the submission page says (shared/rejection.ts).
  if (s.status === 'rejected') {
    lines.push(rejectionSummary(s.rejectionKind, s.quantity));
    if (s.rejectionReason) lines.push(`Message from our authenticators: ${s.rejectionReason}`);
  }
  // Right under the result: which item passed and which failed.
  const verdicts = result ? itemVerdictLines(s) : [];
  const certificates = opts.certificateNumbers.length
    ? `Certificate${opts.certificateNumbers.length > 1 ? 's' : ''} of authenticity issued: ${opts.certificateNumbers.join(', ')}.`
    : null;
  const note = opts.customerNote ? `Note from our authenticators: ${opts.customerNote}` : null;
  const upgrade = upgradeOffer(s, opts.publicUrl);
  const { text, html } = customerEmailBody({
    name: s.fullName,
    text: [...lines, ...verdicts.map((v) => `- ${v}`), ...(upgrade ? [upgrade] : []), ...(certificates ? [certificates] : []), ...(note ? ['', note] : [])],
    html: [
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
      verdicts.length ? `<ul>${verdicts.map((v) => `<li>${escapeHtml(v)}</li>`).join('')}</ul>` : '',
      upgrade ? `<p>${escapeHtml(upgrade)}</p>` : '',
      certificates ? `<p>${escapeHtml(certificates)}</p>` : '',
      note ? `<p><em>${escapeHtml(note)}</em></p>` : '',
    ],
    link: { url: `${opts.publicUrl}/account/submissions/${s.orderNumber}`, textLabel: 'See the details', htmlLabel: "See your submission's details" },
  });
  return { to: s.email, subject: `Submission ${s.orderNumber}: ${status}`, text, html };
}
