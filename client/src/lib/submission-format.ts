import { ATHLETES, MULTIPLE_ATHLETES, type SubmissionStatus } from '@shared/constants';
import { isBundleType } from '@shared/loa-options';
import { bundleByType } from '@shared/pricing';
import { OUTCOME_LABELS, type Outcome } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { fullLoaTurnaround, QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { formatUsd } from '@shared/unit-prices';

/** How the account screens word a submission's fields (spec 02, 2.3 and 2.4). */

export const statusLabel = (status: SubmissionStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export function athleteName(slug: string): string {
  if (slug === MULTIPLE_ATHLETES) return 'Multiple athletes';
  return ATHLETES.find((a) => a.slug === slug)?.name ?? slug;
}

export function serviceTypeLabel(s: Pick<Submission, 'serviceType' | 'bundleType'>): string {
  if (s.serviceType === 'quick_opinion') return 'Quick Opinion';
  if (s.serviceType === 'full_loa') return 'Full LOA';
  return isBundleType(s.bundleType) ? `Bundle: ${bundleByType(s.bundleType).name}` : 'Bundle';
}

/** Full LOA and bundle submissions are mailed in: they have a packing-slip PDF (a Quick Opinion does not). */
export const hasSubmissionPdf = (s: Pick<Submission, 'serviceType'>) => s.serviceType === 'full_loa' || s.serviceType === 'bundle_loa';

/** Paid by card when submitted (a Quick Opinion, a Bundle): that payment has a receipt of its own. */
export const hasCardReceipt = (s: Pick<Submission, 'serviceType' | 'cloverTransactionId'>) => s.serviceType !== 'full_loa' && s.cloverTransactionId !== null;

/** A Quick Opinion is an opinion, never a certificate: it has no certificate number to show. */
export const hasCertificate = (s: Pick<Submission, 'serviceType'>) => s.serviceType !== 'quick_opinion';

// Dates are written out by hand-picked options, the same on every screen: "Nov 21, 2026".
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** While not completed: how long it usually takes, as shared/turnaround.ts says it. */
export function completionEstimate(s: Pick<Submission, 'serviceType' | 'serviceLevel'>): string {
  return s.serviceType === 'quick_opinion' ? `Expected ${QUICK_OPINION_TURNAROUND}` : `Expected ${fullLoaTurnaround(s.serviceLevel)}`;
}

export function maskedCard(s: Pick<Submission, 'cardLast4' | 'cardBrand'>): string | null {
  if (!s.cardLast4) return null;
  return `${s.cardBrand ? `${s.cardBrand} ` : ''}•••• ${s.cardLast4}`;
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  pending_invoice: 'Invoiced after authentication',
  invoiced: 'Invoiced',
  refunded: 'Refunded',
};
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS_LABELS[status] ?? status;

/** An unpaid invoice in one line, the same wherever it shows: "$229.50 due Dec 9, 2026". */
export const invoiceDueText = (d: { totalCents: number; dueAt: string; overdue: boolean }) =>
  `${formatUsd(d.totalCents)} ${d.overdue ? 'overdue since' : 'due'} ${formatDate(d.dueAt)}`;

export const amountPaid = (s: Pick<Submission, 'paymentAmountCents'>) => formatUsd(s.paymentAmountCents);

export const outcomeLabel = (outcome: Outcome) => OUTCOME_LABELS[outcome];
