import { verdictOf } from '@shared/submission-result';
import { RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { and, asc, count, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import { INVOICE_DUE_DAYS, invoiceInputOf, invoiceLineText, invoiceQuote, overpaymentCreditCents, overpaymentRefundCents } from '@shared/invoice';
import { canBillInsurance } from '@shared/declared-value';
import { endOfBusinessDayAfter, formatDate } from '@shared/format';
import { isMailedIn } from '@shared/lifecycle';
import { formatUsd } from '@shared/pricing';
import { SHIPPING_MESSAGES as M, type IssueInvoiceInput } from '@shared/schemas/shipping';
import { type AdminInvoiceList, type AdminInvoiceQuery } from '@shared/schemas/invoices';
import { invoices, payments, submissionItems, submissions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { change, lockSubmission, type RecordDeps, submissionEmail } from '../submissions/record/change';
import { findShipment, requireShipping } from '../shipping/shipping-view';
import { toInvoiceDto } from './invoice-dto';
import { chargeAtSubmission, refundsMade } from '../refunds/refunds-made';
import type { RefundService, ReservedRefund } from '../refunds/refund-service';
import type { GuestLinks } from '../guest-links/guest-link-store';
import { isUniqueViolation } from '../../db/unique-violation';
import { findCurrentInvoice } from './current-invoice';

export function createInvoiceService(deps: RecordDeps & { refunds: Pick<RefundService, 'reserve' | 'send'>; guestLinks: Pick<GuestLinks, 'issue'> }) {
  const { db } = deps;

  return {
    /**
     * Issues the invoice: lines from the shared rules, frozen once stored; the customer is e-mailed. What
     * a prepaid Bundle paid beyond its items (an item failed) is refunded to its card: the refund is
     * recorded with the invoice and sent once both are saved.
     */
    async issue(id: number, input: IssueInvoiceInput, admin: { id: number }) {
      let overpaid = null as ReservedRefund | null;
      await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { id });
        if (!isMailedIn(row.serviceType)) throw badRequest(M.notLoa, { returnShippingCents: M.notLoa });
        if (!(await findShipment(tx, id, 'inbound'))?.receivedAt) throw conflict(M.notReceived);
        const current = await findCurrentInvoice(tx, id);
        if (current) throw conflict(M.invoiceExists);
        const items = await tx.select().from(submissionItems).where(eq(submissionItems.submissionId, id)).orderBy(asc(submissionItems.position));
        const verdicts = items.map((i) => verdictOf(i, row));
        if (!items.length || verdicts.some((v) => v === null)) throw conflict(M.outcomesMissing);
        // Decision 036: an order without any declared value is returned uninsured; its insurance would buy nothing.
        if (input.insuranceCents > 0 && !canBillInsurance(items)) throw badRequest(M.uninsuredReturn, { insuranceCents: M.uninsuredReturn });
        const charge = await chargeAtSubmission(tx, id);
        // The Quick Opinion its credit comes from, named on the credit's line.
        const [source] = row.upgradedFromId === null ? [] : await tx.select({ orderNumber: submissions.orderNumber }).from(submissions).where(eq(submissions.id, row.upgradedFromId)).limit(1);
        const subject = { ...row, upgradedFrom: source?.orderNumber ?? null };
        const quote = invoiceQuote(invoiceInputOf(subject, items.map((i, n) => ({ athlete: i.athlete, outcome: verdicts[n]! })), input, charge?.refundedCents ?? 0));
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(invoices).where(eq(invoices.submissionId, id));
        const issuedAt = new Date();
        const nothingDue = quote.totalCents === 0;
        let bill;
        try {
          [bill] = await tx
            .insert(invoices)
            .values({
              invoiceNumber: `INV-${row.orderNumber.slice(3)}-${Number(n) + 1}`,
              submissionId: id,
              status: nothingDue ? 'paid' : 'unpaid',
              lines: quote.lines,
              totalCents: quote.totalCents,
              returnShippingCents: input.returnShippingCents,
              insuranceCents: input.insuranceCents,
              issuedAt,
              dueAt: endOfBusinessDayAfter(issuedAt, INVOICE_DUE_DAYS),
              issuedBy: admin.id,
              paidAt: nothingDue ? issuedAt : null,
            })
            .returning();
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(M.invoiceExists);
          throw err;
        }
        if (!bill) throw new Error('invoice insert returned no row');
        const backCents = overpaymentRefundCents(quote.lines);
        if (backCents > 0) {
          // prepaidOf counted a card payment: without its charge there is nothing to refund through.
          if (!charge) throw conflict(M.prepaidChargeMissing);
          overpaid = await deps.refunds.reserve(tx, {
            paymentId: charge.paymentId,
            amountCents: backCents,
            reason: `Paid at submission beyond what the items cost (invoice ${bill.invoiceNumber})`,
            admin,
            requestKey: `overpaid-${bill.id}`,
          });
        }
        const value = `${bill.invoiceNumber} for ${formatUsd(bill.totalCents)}${nothingDue ? ' (nothing to pay)' : ''}`;
        const creditedCents = overpaymentCreditCents(quote.lines);
        const refundLine = [
          ...(creditedCents > 0 ? [`You paid ${formatUsd(creditedCents)} more at submission than the items cost: as you asked, it is credited against this invoice.`] : []),
          ...(backCents > 0 ? [`You paid ${formatUsd(backCents)} more at submission than the items${creditedCents > 0 ? ', return shipping and insurance' : ''} cost: we are refunding it to your card, and a separate e-mail confirms it.`] : []),
        ];
        // Every line as issued, with the words that explain each change from the quote (a bundle
        // discount dropped for a failed item, the Quick Opinion the credit comes from).
        const itemised = ['What it comes to:', ...quote.lines.map((l) => `- ${invoiceLineText(l)}`), `Total: ${formatUsd(bill.totalCents)}`];
        const lines =
          bill.status === 'paid'
            ? [`Invoice ${bill.invoiceNumber} for submission ${row.orderNumber} totals ${formatUsd(bill.totalCents)}: nothing is due.`, ...itemised, ...refundLine]
            : [
                `Invoice ${bill.invoiceNumber} for submission ${row.orderNumber} is ready: ${formatUsd(bill.totalCents)}, due by ${formatDate(bill.dueAt, 'short')}.`,
                ...itemised,
                ...refundLine,
                row.userId === null
                  ? `You can pay it by card and download it through the link below, no account needed. ${RETURN_AFTER_PAYMENT}`
                  : `You can see it on your submission page and pay it there by card. ${RETURN_AFTER_PAYMENT}`,
              ];
        // An order placed without an account gets its guest link, written with this e-mail (decision 034):
        // a corrected invoice writes a fresh one, and the link of an earlier e-mail stops working.
        const guestLink = row.userId === null ? await deps.guestLinks.issue(tx, row) : undefined;
        const invoiceId = bill.id;
        const emailSubject = `Invoice ${bill.invoiceNumber}`;
        await change(tx, row, {
          // A Bundle paid at submission keeps its 'paid' status; a Full LOA now waits for this invoice.
          ...(row.paymentStatus !== 'paid' ? { paymentStatus: 'invoiced', by: 'admin' } : {}),
          actorId: admin.id,
          at: issuedAt,
          entries: [{ kind: 'invoice_issued', toValue: value }],
          email: {
            kind: 'progress',
            via: deps,
            message: () => ({ ...submissionEmail(row, deps.publicUrl, emailSubject, lines, undefined, guestLink), attachments: [{ kind: 'invoice-pdf', invoiceId }] }),
          },
        });
      });
      if (overpaid) {
        // The invoice stands whatever the provider answers: a refund unanswered or refused stays on the
        // admin's refund panel (pending, to ask again; or failed), and is never made twice.
        await deps.refunds.send(overpaid).catch((err: unknown) => deps.log.error({ err, submissionId: id }, 'refund of an overpaid bundle not confirmed'));
      }
      return requireShipping(db, id);
    },

    /**
     * Cancels an unpaid invoice (a mistake to correct); the reason stays with the admins. Refused while a
     * card payment of it is pending (out with the processor) or approved and not yet recorded: that
     * charge would otherwise land on a cancelled invoice.
     */
    async void(id: number, reason: string, admin: { id: number }) {
      await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { id });
        const bill = await findCurrentInvoice(tx, id, { forUpdate: true });
        if (!bill) throw conflict(M.noInvoice);
        if (bill.status === 'paid') throw conflict(M.paidCannotVoid);
        const [live] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.invoiceId, bill.id), inArray(payments.status, ['pending', 'approved'])))
          .limit(1);
        if (live) throw conflict(live.status === 'approved' ? M.paymentApprovedCannotVoid : M.paymentInProgress);
        const now = new Date();
        await tx.update(invoices).set({ status: 'void', voidedAt: now, voidReason: reason, voidedBy: admin.id, updatedAt: now }).where(eq(invoices.id, bill.id));
        await change(tx, row, {
          ...(row.paymentStatus === 'invoiced' ? { paymentStatus: 'pending_invoice', by: 'admin' } : {}),
          actorId: admin.id,
          at: now,
          entries: [{ kind: 'invoice_voided', toValue: `${bill.invoiceNumber} cancelled; a corrected invoice follows`, notes: reason }],
        });
      });
      return requireShipping(db, id);
    },

    /** Every invoice for the admin: unpaid, overdue, paid or cancelled, newest first, with the totals. */
    async list(query: AdminInvoiceQuery): Promise<AdminInvoiceList> {
      const now = new Date();
      const filter = {
        all: undefined,
        unpaid: eq(invoices.status, 'unpaid'),
        overdue: and(eq(invoices.status, 'unpaid'), lt(invoices.dueAt, now)),
        paid: eq(invoices.status, 'paid'),
        void: eq(invoices.status, 'void'),
      }[query.status];
      const rows = await db
        .select({ invoice: invoices, payment: payments, orderNumber: submissions.orderNumber, customerName: submissions.fullName, email: submissions.email })
        .from(invoices)
        .innerJoin(submissions, eq(submissions.id, invoices.submissionId))
        .leftJoin(payments, eq(payments.id, invoices.paymentId))
        .where(filter)
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [totals] = await db
        .select({
          all: count(),
          unpaid: sql<number>`count(*) filter (where ${invoices.status} = 'unpaid')`,
          overdue: sql<number>`count(*) filter (where ${invoices.status} = 'unpaid' and ${invoices.dueAt} < ${now.toISOString()}::timestamptz)`,
          paid: sql<number>`count(*) filter (where ${invoices.status} = 'paid')`,
          void: sql<number>`count(*) filter (where ${invoices.status} = 'void')`,
          outstanding: sum(sql`case when ${invoices.status} = 'unpaid' then ${invoices.totalCents} else 0 end`),
        })
        .from(invoices);
      const counts = { unpaid: Number(totals?.unpaid ?? 0), overdue: Number(totals?.overdue ?? 0), paid: Number(totals?.paid ?? 0), void: Number(totals?.void ?? 0) };
      const total = query.status === 'all' ? Number(totals?.all ?? 0) : counts[query.status];
      // Refunds of each payment: a paid invoice whose money partly went back must not read "Paid" alone.
      const made = await refundsMade(db, rows.flatMap((r) => (r.payment ? [r.payment.id] : [])));
      return {
        items: rows.map((r) => ({
          ...toInvoiceDto(r.invoice, r.payment, now),
          refunds: r.payment ? (made.get(r.payment.id) ?? []) : [],
          submissionId: r.invoice.submissionId,
          orderNumber: r.orderNumber,
          customerName: r.customerName,
          email: r.email,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        counts,
        outstandingCents: Number(totals?.outstanding ?? 0),
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
