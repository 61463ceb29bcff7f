import { and, asc, count, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_TODO_LIMIT, ADMIN_TODO_STEPS, type AdminTodo, type AdminTodoStep } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { invoices, shipments, submissionItems, submissions } from '../../db/schema';

/** Mailed in for a letter: the only ones with a parcel, an invoice and a return shipment. */
const shipped = inArray(submissions.serviceType, ['full_loa', 'bundle_loa']);
const open = inArray(submissions.status, ['pending', 'processing']);
const notRejected = ne(submissions.status, 'rejected');

const received = sql`exists (select 1 from ${shipments} where ${shipments.submissionId} = ${submissions.id} and ${shipments.direction} = 'inbound' and ${shipments.receivedAt} is not null)`;
const returned = sql`exists (select 1 from ${shipments} where ${shipments.submissionId} = ${submissions.id} and ${shipments.direction} = 'return')`;
/** An item without a verdict of its own nor one for the whole submission (the invoice needs one per item). */
const unjudged = sql`exists (select 1 from ${submissionItems} where ${submissionItems.submissionId} = ${submissions.id} and coalesce(${submissionItems.outcome}, ${submissions.outcome}) is null)`;
const invoiceInForce = sql`exists (select 1 from ${invoices} where ${invoices.submissionId} = ${submissions.id} and ${invoices.status} <> 'void')`;
const invoicePaid = sql`exists (select 1 from ${invoices} where ${invoices.submissionId} = ${submissions.id} and ${invoices.status} = 'paid')`;

/**
 * Each step's list, derived from the status, the shipping steps (shipments) and the invoices: nothing is
 * stored twice, so a list is right the moment a step is saved. The invoice rule matches the one
 * invoice-service.ts enforces (every item judged, no invoice in force).
 */
const STEP_WHERE: Record<AdminTodoStep, SQL> = {
  receive: and(shipped, open, not(received)) as SQL,
  verdict: and(open, unjudged, or(received, sql`${submissions.serviceType} = 'quick_opinion'`)) as SQL,
  invoice: and(shipped, notRejected, received, not(unjudged), not(invoiceInForce)) as SQL,
  ship: and(shipped, notRejected, invoicePaid, not(returned)) as SQL,
};

export function createAdminTodo(db: Db) {
  async function listOf(step: AdminTodoStep) {
    const where = STEP_WHERE[step];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: submissions.id,
          orderNumber: submissions.orderNumber,
          fullName: submissions.fullName,
          item: submissions.item,
          serviceType: submissions.serviceType,
          submissionDate: submissions.submissionDate,
        })
        .from(submissions)
        .where(where)
        // Oldest first: the one waiting longest is the next to do.
        .orderBy(asc(submissions.submissionDate), asc(submissions.id))
        .limit(ADMIN_TODO_LIMIT),
      db.select({ n: count() }).from(submissions).where(where),
    ]);
    return { total: Number(total?.n ?? 0), items: rows.map((r) => ({ ...r, submissionDate: r.submissionDate.toISOString() })) };
  }

  return {
    async todo(): Promise<AdminTodo> {
      // One after the other: the embedded database answers one query at a time anyway.
      const lists = {} as AdminTodo;
      for (const step of ADMIN_TODO_STEPS) lists[step] = await listOf(step);
      return lists;
    },
  };
}

export type AdminTodoService = ReturnType<typeof createAdminTodo>;
