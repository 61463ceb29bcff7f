import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { databaseId } from '@shared/schemas/database-id';
import { adminShippingSchema, issueInvoiceSchema, voidInvoiceSchema } from '@shared/schemas/shipping';
import { adminInvoiceListSchema, adminInvoiceQuerySchema, invoicePaymentResultSchema, payInvoiceSchema } from '@shared/schemas/invoices';
import { orderNumberParamsSchema } from '@shared/schemas/submission-list';
import { actingAdmin } from '../auth/guards';
import { viewerOf } from '../auth/submission-access';
import type { InvoiceDocument, InvoiceDocuments } from './invoice-documents';
import type { InvoicePayments } from './invoice-payment';
import type { InvoiceService } from './invoice-service';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const idParams = z.object({ id: databaseId('Submission ID') });
const pdfBody = z.instanceof(Buffer);

const pdfHeaders = ({ filename }: InvoiceDocument) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/**
 * The invoice (decision 015), the customer's side: paid and downloaded by whoever may read the submission.
 * Routes: shared/schemas/shipping.ts.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ payments: InvoicePayments; documents: InvoiceDocuments }> = async (app, opts) => {
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
      const { status, body } = await opts.payments.pay(request.params.orderNumber, request.body.cardToken, {
        viewer: viewerOf(session),
        sessionId: session.id,
        userId: session.user?.id ?? null,
        clientIp: request.ip,
      });
      return reply.code(status).header('cache-control', 'private, no-store').send(body);
    },
  );

  app.get(
    '/submissions/:orderNumber/invoice/pdf',
    { schema: { summary: 'My invoice as a PDF', security: routeSecurity.ownSession, params: orderNumberParamsSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const doc = await opts.documents.invoice(request.params.orderNumber, viewerOf(request.session));
      return reply.headers(pdfHeaders(doc)).send(doc.pdf);
    },
  );

  app.get(
    '/submissions/:orderNumber/invoice/receipt/pdf',
    { schema: { summary: 'My invoice\'s receipt as a PDF', security: routeSecurity.ownSession, params: orderNumberParamsSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const doc = await opts.documents.receipt(request.params.orderNumber, viewerOf(request.session));
      return reply.headers(pdfHeaders(doc)).send(doc.pdf);
    },
  );
};

/**
 * The admin's side, registered in the admin scope (server/src/routes/admin.ts, whose one guard runs
 * before these schemas): issue and cancel a submission's invoice, list every invoice.
 */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ service: InvoiceService }> = async (app, { service }) => {
  app.post(
    '/submissions/:id/invoice',
    { schema: { summary: 'Issue the invoice of a Full LOA submission', security: routeSecurity.admin, params: idParams, body: issueInvoiceSchema, response: { 201: adminShippingSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.issue(request.params.id, request.body, actingAdmin(request))),
  );

  app.post(
    '/submissions/:id/invoice/void',
    { schema: { summary: 'Void an invoice', security: routeSecurity.admin, params: idParams, body: voidInvoiceSchema, response: { 200: adminShippingSchema, ...errors } } },
    async (request) => service.void(request.params.id, request.body.reason, actingAdmin(request)),
  );

  app.get(
    '/invoices',
    { schema: { summary: 'Find invoices', security: routeSecurity.admin, querystring: adminInvoiceQuerySchema, response: { 200: adminInvoiceListSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await service.list(request.query)),
  );
};
