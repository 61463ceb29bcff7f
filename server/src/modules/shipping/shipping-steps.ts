import { eq } from 'drizzle-orm';
import { formatDate } from '@shared/format';
import type { ShippingHistoryKind } from '@shared/schemas/shipping';
import { submissions, submissionStatusHistory } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { MailMessage } from '../mail/mailer';
import { customerEmailBody, escapeHtml } from '../mail/email-format';
import type { DbOrTx } from '../../db/types';
import type { ShippingDeps } from './shipping-deps';

export type SubmissionRow = typeof submissions.$inferSelect;

/** The submission row locked for the rest of the transaction (a concurrent step waits here). */
export async function lockSubmission(tx: DbOrTx, where: { id: number } | { orderNumber: string }): Promise<SubmissionRow> {
  const condition = 'id' in where ? eq(submissions.id, where.id) : eq(submissions.orderNumber, where.orderNumber);
  const [row] = await tx.select().from(submissions).where(condition).for('update');
  if (!row) throw notFound('Submission not found');
  return row;
}

/** One dated entry of the submission's history for a shipping step; `notes` stay with the admins. */
export async function recordStep(
  tx: DbOrTx,
  row: SubmissionRow,
  step: { kind: ShippingHistoryKind; value: string; customerNote?: string | null; notes?: string | null; actorId: number | null; at?: Date },
): Promise<void> {
  await tx.insert(submissionStatusHistory).values({
    submissionId: row.id,
    kind: step.kind,
    fromStatus: row.status,
    toStatus: row.status,
    toValue: step.value,
    customerNote: step.customerNote ?? null,
    notes: step.notes ?? null,
    visibleToCustomer: true,
    changedBy: step.actorId,
    ...(step.at ? { createdAt: step.at } : {}),
  });
}

/**
 * A customer e-mail of a shipping step: the lines, an optional extra link, the Submission Details link,
 * or, for an order placed without an account, its guest link (`guestLink`, decision 034).
 */
export function shippingEmail(
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

/**
 * In the step's transaction (decision 028): the customer's e-mail is written to the outbox with the
 * step, unless they opted out, and delivered by the outbox's worker (retried while the mail server is
 * down). A failed write fails the transaction: a step is never saved without its e-mail.
 */
export async function tellCustomer(deps: ShippingDeps, tx: DbOrTx, row: SubmissionRow, message: MailMessage): Promise<void> {
  if (row.userId !== null && !(await deps.wantsEmail(row.userId, 'submissionStatus', tx))) return;
  await deps.mailer.send(message, { tx });
}

/** "Nov 24, 2026": the business day (decision 037), the one the admin entered for a parsed day. */
export const dayLabel = (d: Date) => formatDate(d, 'short');

/** A YYYY-MM-DD day as a UTC instant at noon (a day, not a moment: noon keeps it in every US zone). */
export const parseDay = (day: string) => new Date(`${day}T12:00:00Z`);
