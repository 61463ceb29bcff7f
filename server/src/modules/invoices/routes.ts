import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  adminShippingSchema,
  adminInvoiceListSchema,
  adminInvoiceQuerySchema,
  SHIPPING_MESSAGES as M,
  invoicePaymentResultSchema,
  issueInvoiceSchema,
  payInvoiceSchema,
  voidInvoiceSchema,
} from '@shared/schemas/shipping';
import { orderNumberParamsSchema } from '@shared/schemas/submission-list';
import { invoices, payments, submissions } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { adminOnly, requireAdmin } from '../../plugins/session';
import type { ChargeEngine } from '../payments/charge-once';
import { renderInvoicePdf, renderReceiptPdf } from '../pdf/invoice-pdf';
import type { ShippingDeps } from '../shipping/shipping-deps';
import { canRead, viewerOf } from '../auth/submission-access';
import { refundsMade } from '../refunds/refunds-made';
import { toInvoiceDto } from '../shipping/invoice-dto';
import { createInvoicePayments } from './invoice-payment';
import { createInvoiceService } from './invoice-service';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Submission ID must be a number' }).int('Submission ID must be a whole number').positive('Submission ID must be positive') });
const pdfBody = z.instanceof(Buffer);

/**
 * The invoice (issue 15): issued, cancelled and listed by admins; paid and downloaded by whoever may
 * read the submission. Routes: shared/schemas/shipping.ts.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<ShippingDeps & { charges: ChargeEngine }> = async (app, opts) => {
  const service = createInvoiceService(opts);
  const payer = createInvoicePayments(opts);

  app.post(
    '/admin/submissions/:id/invoice',
    { preValidation: adminOnly, schema: { summary: 'Issue the invoice of a Full LOA submission', security: routeSecurity.admin, params: idParams, body: issueInvoiceSchema, response: { 201: adminShippingSchema, ...errors } } },
    async (request, reply) => {
      const view = await service.issue(request.params.id, request.body, requireAdmin(request));
      if (!view) throw notFound('Submission not found');
      return reply.code(201).send(view);
    },
  );

  app.post(
    '/admin/submissions/:id/invoice/void',
    { preValidation: adminOnly, schema: { summary: 'Void an invoice', security: routeSecurity.admin, params: idParams, body: voidInvoiceSchema, response: { 200: adminShippingSchema, ...errors } } },
    async (request) => {
      const view = await service.void(request.params.id, request.body.reason, requireAdmin(request));
      if (!view) throw notFound('Submission not found');
      return view;
    },
  );

  app.get(
    '/admin/invoices',
    { preValidation: adminOnly, schema: { summary: 'Find invoices', security: routeSecurity.admin, querystring: adminInvoiceQuerySchema, response: { 200: adminInvoiceListSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await service.list(request.query)),
  );

  app.post(
    '/submissions/:orderNumber/invoice/pay',
    {
      schema: {
        summary: 'Pay my invoice by card', security: routeSecurity.ownSession,
        params: orderNumberParamsSchema,
        body: payInvoiceSchema,
        response: { 200: invoicePaymentResultSchema, 402: invoicePaymentResultSchema, 429: errorResponseSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await app.ensureSession(request, reply);
      const { status, body } = await payer.pay(request.params.orderNumber, request.body.cardToken, {
        card: request.body.card,
        viewer: viewerOf(session),
        sessionId: session.id,
        userId: session.user?.id ?? null,
        clientIp: request.ip,
      });
      return reply.code(status).header('cache-control', 'private, no-store').send(body);
    },
  );

  /** The current invoice of a submission this viewer may read, with its payment and the bill-to. */
  async function readable(orderNumber: string, session: Parameters<typeof viewerOf>[0]) {
    const [row] = await opts.db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
    if (!row || !canRead(row, viewerOf(session))) throw notFound('Submission not found');
    const [bill] = await opts.db.select().from(invoices).where(and(eq(invoices.submissionId, row.id), ne(invoices.status, 'void'))).limit(1);
    if (!bill) throw notFound(M.noInvoice);
    const [payment] = bill.paymentId === null ? [] : await opts.db.select().from(payments).where(eq(payments.id, bill.paymentId)).limit(1);
    const address = [row.address, [row.city, row.state, row.zipCode].filter(Boolean).join(', '), row.country].filter((l): l is string => !!l);
    const made = await refundsMade(opts.db, payment ? [payment.id] : []);
    return {
      invoice: { ...toInvoiceDto(bill, payment), refunds: payment ? (made.get(payment.id) ?? []) : [] },
      orderNumber: row.orderNumber,
      billTo: { name: row.fullName, email: row.email, lines: address },
      publicUrl: opts.publicUrl,
    };
  }

  const pdfHeaders = (name: string) => ({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  });

  app.get(
    '/submissions/:orderNumber/invoice/pdf',
    { schema: { summary: 'My invoice as a PDF', security: routeSecurity.ownSession, params: orderNumberParamsSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const input = await readable(request.params.orderNumber, request.session);
      return reply.headers(pdfHeaders(`Invoice_${input.invoice.invoiceNumber}.pdf`)).send(await renderInvoicePdf(input));
    },
  );

  app.get(
    '/submissions/:orderNumber/invoice/receipt/pdf',
    { schema: { summary: 'My invoice\'s receipt as a PDF', security: routeSecurity.ownSession, params: orderNumberParamsSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const input = await readable(request.params.orderNumber, request.session);
      if (input.invoice.status !== 'paid') throw conflict('The receipt is available once the invoice is paid');
      return reply.headers(pdfHeaders(`Receipt_${input.invoice.invoiceNumber}.pdf`)).send(await renderReceiptPdf(input));
    },
  );
};
