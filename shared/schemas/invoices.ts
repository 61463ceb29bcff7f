/**
 * Invoices (docs/decisions/015): what the API answers of one, the card payment of it and the admins'
 * list. Routes:
 *   POST /api/submissions/:orderNumber/invoice/pay   payInvoiceSchema -> invoicePaymentResultSchema (402 declined)
 *   GET  /api/admin/invoices?status=&page=&pageSize= -> adminInvoiceListSchema
 * Issuing and cancelling one are shipping steps (shared/schemas/shipping.ts).
 */
import { z } from 'zod';
import { PAYMENT_MODES } from '../constants';
import { INVOICE_LINE_KINDS } from '../invoice';
import { cardSummarySchema, cardTokenSchema } from './payment';
import { customerRefundSchema } from './refund';

/** POST /api/submissions/:orderNumber/invoice/pay. No amount: it comes from the stored invoice only. */
export const payInvoiceSchema = z.object({
  cardToken: cardTokenSchema,
  card: cardSummarySchema.optional(),
});
export type PayInvoiceInput = z.infer<typeof payInvoiceSchema>;

export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  label: z.string(),
  quantity: z.number(),
  unitCents: z.number(),
  amountCents: z.number(),
});

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Unpaid past its due date (computed when read). */
  overdue: z.boolean(),
  lines: z.array(invoiceLineSchema),
  totalCents: z.number(),
  currency: z.literal('USD'),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  payment: z
    .object({
      transactionId: z.string(),
      cardLast4: z.string().nullable(),
      cardBrand: z.string().nullable(),
      mode: z.enum(PAYMENT_MODES),
      /** Always shown: a test payment moved no money. */
      testPayment: z.boolean(),
    })
    .nullable(),
  /** The refunds made of its payment (decision 027), oldest first; absent where not looked up. */
  refunds: z.array(customerRefundSchema).optional(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePaymentResultSchema = z.union([
  z.object({ success: z.literal(true), invoice: invoiceSchema }),
  z.object({ success: z.literal(false), error: z.string(), message: z.string() }),
]);
export type InvoicePaymentResult = z.infer<typeof invoicePaymentResultSchema>;

export const INVOICE_LIST_FILTERS = ['all', 'unpaid', 'overdue', 'paid', 'void'] as const;
export const adminInvoiceQuerySchema = z.object({
  status: z.enum(INVOICE_LIST_FILTERS, { error: 'Status must be all, unpaid, overdue, paid or void' }).default('all'),
  page: z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(100, 'Page size must be 100 or fewer')
    .default(20),
});
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;

export const adminInvoiceListSchema = z.object({
  items: z.array(
    invoiceSchema.extend({
      submissionId: z.number(),
      orderNumber: z.string(),
      customerName: z.string(),
      email: z.string(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Over all invoices: unpaid includes overdue ones. */
  counts: z.object({ unpaid: z.number(), overdue: z.number(), paid: z.number(), void: z.number() }),
  /** Sum of the unpaid invoices' totals, in cents. */
  outstandingCents: z.number(),
});
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;
