import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CertificateListEntry } from '@shared/schemas/admin';
import { isOverdue } from '@shared/invoice';
import type { InvoiceDue, SubmissionCounts, SubmissionDetails, SubmissionList } from '@shared/schemas/submission-list';
import type { Db } from '../../db/types';
import { certificates, invoices, submissionItems, submissions, submissionStatusHistory } from '../../db/schema';
import { canRead, type Viewer } from '../auth/submission-access';
import { transferredAtSql } from '../certificates/holder-service';
import { toSubmissionDto } from './submission-repository';
import { upgradeLinksOf } from './upgrade-links';

/** What the customer's account reads: one user's submissions page by page, and one submission in full. */
export function createAccountSubmissions(db: Db) {
  async function countsOf(userId: number): Promise<SubmissionCounts> {
    const rows = await db
      .select({ status: submissions.status, n: count() })
      .from(submissions)
      .where(eq(submissions.userId, userId))
      .groupBy(submissions.status);
    const counts: SubmissionCounts = { pending: 0, processing: 0, completed: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  /** The user's unpaid invoices (at most one per submission: a voided one is replaced), soonest due first. */
  async function invoicesDueOf(userId: number): Promise<InvoiceDue[]> {
    const rows = await db
      .select({ orderNumber: submissions.orderNumber, invoiceNumber: invoices.invoiceNumber, totalCents: invoices.totalCents, dueAt: invoices.dueAt, status: invoices.status })
      .from(invoices)
      .innerJoin(submissions, eq(invoices.submissionId, submissions.id))
      .where(and(eq(submissions.userId, userId), eq(invoices.status, 'unpaid')))
      .orderBy(asc(invoices.dueAt), asc(invoices.id));
    const now = new Date();
    return rows.map(({ status, ...r }) => ({ ...r, dueAt: r.dueAt.toISOString(), overdue: isOverdue({ status, dueAt: r.dueAt }, now) }));
  }

  return {
    /** One page of the user's submissions, newest first (the id breaks ties of the same instant). */
    async listForUser(userId: number, page: number, pageSize: number): Promise<SubmissionList> {
      const rows = await db
        .select()
        .from(submissions)
        .where(eq(submissions.userId, userId))
        .orderBy(desc(submissions.submissionDate), desc(submissions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const counts = await countsOf(userId);
      const invoicesDue = await invoicesDueOf(userId);
      const items = rows.length
        ? await db
            .select()
            .from(submissionItems)
            .where(inArray(submissionItems.submissionId, rows.map((r) => r.id)))
        : [];
      // Which Quick Opinion was upgraded (and to what): one query for the page.
      const links = await upgradeLinksOf(db, rows);
      // Every certificate of the page's orders: an order of two passing items has two.
      const certs = rows.length
        ? await db
            .select({ submissionId: certificates.submissionId, certificateNumber: certificates.certificateNumber, transferredAt: transferredAtSql })
            .from(certificates)
            .innerJoin(submissions, eq(certificates.submissionId, submissions.id))
            .where(inArray(certificates.submissionId, rows.map((r) => r.id)))
            .orderBy(asc(certificates.issueDate), asc(certificates.id))
        : [];
      return {
        items: rows.map((row) => ({
          ...toSubmissionDto(row, items.filter((i) => i.submissionId === row.id), links.get(row.id)),
          invoiceDue: invoicesDue.find((d) => d.orderNumber === row.orderNumber) ?? null,
          certificateNumbers: certs.filter((c) => c.submissionId === row.id).map((c) => c.certificateNumber),
          certificates: certs
            .filter((c) => c.submissionId === row.id)
            .map((c) => ({ certificateNumber: c.certificateNumber, transferredAt: c.transferredAt?.toISOString() ?? null })),
        })),
        invoicesDue,
        page,
        pageSize,
        total: counts.pending + counts.processing + counts.completed + counts.rejected,
        counts,
      };
    },

    /**
     * The submission with its timeline and certificates, or undefined (unknown or not this viewer's).
     * The timeline holds only what the customer may read: internal entries and notes stay out.
     */
    async findDetailsForViewer(orderNumber: string, viewer: Viewer): Promise<SubmissionDetails | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
      if (!row || !canRead(row, viewer)) return undefined;
      const [items, history, certs, links] = await Promise.all([
        db.select().from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(asc(submissionItems.position)),
        db
          .select()
          .from(submissionStatusHistory)
          .where(and(eq(submissionStatusHistory.submissionId, row.id), eq(submissionStatusHistory.visibleToCustomer, true)))
          .orderBy(asc(submissionStatusHistory.createdAt), asc(submissionStatusHistory.id)),
        certificatesOf(db, row.id),
        upgradeLinksOf(db, [row]),
      ]);
      const latest = certs.at(-1);
      return {
        ...toSubmissionDto(row, items, links.get(row.id), viewer.isAdmin),
        statusHistory: history.map((h) => ({
          kind: h.kind,
          status: h.toStatus,
          fromStatus: h.fromStatus,
          value: h.kind === 'status' || h.kind === 'created' ? null : h.toValue,
          date: h.createdAt.toISOString(),
          ...(h.customerNote ? { note: h.customerNote } : {}),
        })),
        certificate: latest ? { certificateNumber: latest.certificateNumber, issueDate: latest.issueDate } : null,
        certificates: certs,
      };
    },
  };
}

export type AccountSubmissions = ReturnType<typeof createAccountSubmissions>;

/**
 * A submission's certificates in the order they were issued (item order within one issue), each with
 * the day it left the submission's account (decision 039): a sold letter is listed, not downloadable.
 */
export async function certificatesOf(db: Db, submissionId: number): Promise<CertificateListEntry[]> {
  const rows = await db
    .select({ c: certificates, transferredAt: transferredAtSql })
    .from(certificates)
    .innerJoin(submissions, eq(certificates.submissionId, submissions.id))
    .where(eq(certificates.submissionId, submissionId))
    .orderBy(asc(certificates.issueDate), asc(certificates.id));
  return rows.map(({ c, transferredAt }) => ({
    certificateNumber: c.certificateNumber,
    item: c.item,
    athlete: c.athlete,
    issueDate: c.issueDate.toISOString(),
    status: c.status,
    itemId: c.submissionItemId,
    public: c.public,
    transferredAt: transferredAt?.toISOString() ?? null,
  }));
}
