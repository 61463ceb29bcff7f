import { athleteName as listedAthleteName, MULTIPLE_ATHLETES, SERVICE_LABELS } from '@shared/constants';
import { PAYMENT_STATUS_LABELS, type PaymentStatus, STATUS_LABELS, type SubmissionStatus } from '@shared/lifecycle';
import { isBundleType } from '@shared/loa-options';
import { bundleByType } from '@shared/pricing';
import { OUTCOME_LABELS, type Outcome } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { fullLoaTurnaround, QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { formatUsd } from '@shared/pricing';
import { formatDate as formatDay, formatDateTime as formatMoment } from '@shared/format';

/** How the account screens word a submission's fields (docs/product.md, Pages). */

export const statusLabel = (status: SubmissionStatus) => STATUS_LABELS[status];

export function athleteName(slug: string): string {
  if (slug === MULTIPLE_ATHLETES) return 'Multiple athletes';
  return listedAthleteName(slug);
}

export function serviceTypeLabel(s: Pick<Submission, 'serviceType' | 'bundleType'>): string {
  if (s.serviceType !== 'bundle_loa') return SERVICE_LABELS[s.serviceType];
  return isBundleType(s.bundleType) ? `${SERVICE_LABELS.bundle_loa}: ${bundleByType(s.bundleType).name}` : SERVICE_LABELS.bundle_loa;
}

/** Full LOA and bundle submissions are mailed in: they have a packing-slip PDF (a Quick Opinion does not). */
export const hasSubmissionPdf = (s: Pick<Submission, 'serviceType'>) => s.serviceType === 'full_loa' || s.serviceType === 'bundle_loa';

/** Paid by card when submitted (a Quick Opinion, a Bundle): that payment has a receipt of its own. */
export const hasCardReceipt = (s: Pick<Submission, 'serviceType' | 'cloverTransactionId'>) => s.serviceType !== 'full_loa' && s.cloverTransactionId !== null;

/** A Quick Opinion is an opinion, never a certificate: it has no certificate number to show. */
export const hasCertificate = (s: Pick<Submission, 'serviceType'>) => s.serviceType !== 'quick_opinion';

// The account screens' dates, as shared/format.ts writes them: "Nov 21, 2026", in the reader's zone.
export const formatDate = (iso: string) => formatDay(iso, 'short');
export const formatDateTime = (iso: string) => formatMoment(iso);

/** A letter its first owner sold (decision 039): its number stays in their history, with the day it left. */
export const transferredText = (iso: string) => `Transferred on ${formatDate(iso)}`;

/** While not completed: how long it usually takes, as shared/turnaround.ts says it. */
export function completionEstimate(s: Pick<Submission, 'serviceType' | 'serviceLevel'>): string {
  return s.serviceType === 'quick_opinion' ? `Expected ${QUICK_OPINION_TURNAROUND}` : `Expected ${fullLoaTurnaround(s.serviceLevel)}`;
}

export function maskedCard(s: Pick<Submission, 'cardLast4' | 'cardBrand'>): string | null {
  if (!s.cardLast4) return null;
  return `${s.cardBrand ? `${s.cardBrand} ` : ''}•••• ${s.cardLast4}`;
}

export const paymentStatusLabel = (status: string) => (Object.hasOwn(PAYMENT_STATUS_LABELS, status) ? PAYMENT_STATUS_LABELS[status as PaymentStatus] : status);

/**
 * The order's payment status, with its invoice's where one is still to pay: a Bundle paid at
 * submission whose return shipping is invoiced is not simply "Paid".
 */
export function paymentStatusText(status: string, invoice: { status: string } | null | undefined): string {
  if (invoice?.status === 'unpaid') return status === 'paid' ? 'Paid at submission; invoice due' : 'Invoice due';
  return paymentStatusLabel(status);
}

/** An unpaid invoice in one line, the same wherever it shows: "$229.50 due Dec 9, 2026". */
export const invoiceDueText = (d: { totalCents: number; dueAt: string; overdue: boolean }) =>
  `${formatUsd(d.totalCents)} ${d.overdue ? 'overdue since' : 'due'} ${formatDate(d.dueAt)}`;

export const amountPaid = (s: Pick<Submission, 'paymentAmountCents'>) => formatUsd(s.paymentAmountCents);

export const outcomeLabel = (outcome: Outcome) => OUTCOME_LABELS[outcome];
