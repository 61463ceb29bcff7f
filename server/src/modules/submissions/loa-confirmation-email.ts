import { athleteName, BRAND, FACILITIES } from '@shared/constants';
import { INVOICE_TIMING, orderNumberInPackage, RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { itemTypeLabel, PACKING_INSTRUCTIONS, serviceLevelLabel } from '@shared/loa-options';
import { formatUsd, type BundleDefinition, type FullLoaQuote } from '@shared/pricing';
import { followSubmissionPath } from '@shared/routes';
import type { Submission } from '@shared/schemas/submission';
import { fullLoaTurnaround } from '@shared/turnaround';
import type { MailMessage } from '../mail/mailer';
import { cardPaymentNote, emailHtml, escapeHtml, unlinked } from '../mail/email-format';

/**
 * The confirmations of the two services whose items are shipped to us: what was received, what it
 * costs, how to pack and where to send the items, and what follows (shared/shipping-wording.ts).
 */
function loaConfirmation(s: Submission, publicUrl: string, subject: string, intro: string[], guestLink?: string): MailMessage {
  // The customer's own words, never as a link (unlinked).
  const items = s.items.map((i, n) => `${n + 1}. ${athleteName(i.athlete)}, ${itemTypeLabel(i.itemType ?? '')}: ${unlinked(i.description)}`);
  const name = unlinked(s.fullName);
  // The general first step (submit online, then the order number) is this order's own here.
  const steps = [orderNumberInPackage(s.orderNumber), ...PACKING_INSTRUCTIONS.slice(1)];
  const packing = steps.map((p, n) => `${n + 1}. ${p}`);
  const next = `What happens next: ${INVOICE_TIMING} ${RETURN_AFTER_PAYMENT}`;
  const facilities = FACILITIES.map((f) => `${f.name} (${f.recommendedFor.toLowerCase()}): ${f.lines.join(', ')}`);
  // The PDF is attached (rendered when the e-mail is sent, decision 034); a guest's link opens it again.
  const pdfNote = 'Your submission PDF is attached to this e-mail: print it and put it in the package.';
  const again = guestLink
    ? 'You can open your order, download the PDF again and later pay its invoice through this link, no account needed:'
    : `It is also on your account: ${publicUrl}/account/submissions`;
  const text = [
    `Hello ${name},`,
    '',
    ...intro,
    '',
    `Order ${s.orderNumber}, ${s.quantity} item${s.quantity === 1 ? '' : 's'}:`,
    ...items,
    '',
    'How to ship your items:',
    ...packing,
    '',
    'Send them to one of our facilities:',
    ...facilities,
    '',
    next,
    '',
    pdfNote,
    ...(guestLink ? [again, guestLink] : [again]),
    `Follow your submission: ${publicUrl}${followSubmissionPath(s.orderNumber)}`,
    `Questions? ${BRAND.supportEmail} or ${BRAND.phone} (${BRAND.hours}).`,
    '',
    BRAND.name,
  ].join('\n');
  const list = (lines: readonly string[]) => lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('');
  const html = emailHtml(`<p>Hello ${escapeHtml(name)},</p>
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><strong>Order ${escapeHtml(s.orderNumber)}</strong></p><ol>${list(items.map((l) => l.replace(/^\d+\. /, '')))}</ol>
<p><strong>How to ship your items</strong></p><ol>${list(steps)}</ol>
<p><strong>Our facilities</strong></p><ul>${list(facilities)}</ul>
<p>${escapeHtml(next)}</p>
<p>${escapeHtml(pdfNote)}</p>
<p>${guestLink ? `<a href="${escapeHtml(guestLink)}">Open your order ${escapeHtml(s.orderNumber)}</a> (no account needed)` : escapeHtml(again)}</p>
<p><a href="${escapeHtml(publicUrl + followSubmissionPath(s.orderNumber))}">Follow your submission</a> · ${escapeHtml(BRAND.supportEmail)}</p>`);
  return { to: s.email, subject, text, html, attachments: [{ kind: 'submission-pdf', submissionId: s.id, orderNumber: s.orderNumber }] };
}

export function fullLoaConfirmation(s: Submission, publicUrl: string, bundle: FullLoaQuote['bundle'] = null, guestLink?: string): MailMessage {
  const fees = [
    s.expeditedFeeCents ? `expedited service ${formatUsd(s.expeditedFeeCents)}` : '',
    s.eraSignatureFeeCents ? `era-appropriate signature check ${formatUsd(s.eraSignatureFeeCents)}` : '',
  ].filter(Boolean);
  return loaConfirmation(s, publicUrl, `Full LOA submission received: order ${s.orderNumber}`, [
    'Thank you for your Full Letter of Authenticity submission. Nothing is charged now: the invoice follows once your items ' +
      `have been examined, within ${fullLoaTurnaround(s.serviceLevel)}.`,
    `Service: ${serviceLevelLabel(s.serviceLevel)}. Estimated total ${formatUsd(s.paymentAmountCents)}` +
      `${fees.length ? ` (including ${fees.join(' and ')})` : ''}; return shipping is invoiced separately.`,
    ...(bundle ? [bundleNote(bundle.definition, bundle.matches)] : []),
    ...(s.upgradeCreditCents > 0 && s.upgradedFrom
      ? [`Quick Opinion credit (${s.upgradedFrom}): ${formatUsd(s.upgradeCreditCents)} has been taken off this estimate.`]
      : []),
  ], guestLink);
}

/** Why the items cost what they do: the bundle price applied, or the one asked for dropped. */
const bundleNote = (bundle: BundleDefinition, applied: boolean) =>
  applied
    ? `The ${bundle.name} bundle price was applied (${bundle.discountLabel}).`
    : `Your items do not match the ${bundle.name} bundle, so individual prices apply.`;

export function bundleConfirmation(s: Submission, publicUrl: string, bundle: BundleDefinition, bundleApplied: boolean, guestLink?: string): MailMessage {
  return loaConfirmation(s, publicUrl, `Bundle received: order ${s.orderNumber}`, [
    `Thank you for your ${bundle.name} bundle submission. We received your payment of ${formatUsd(s.paymentAmountCents)} ` +
      `(${cardPaymentNote(s)}).`,
    `${bundleNote(bundle, bundleApplied)} Return shipping is invoiced separately.`,
  ], guestLink);
}
