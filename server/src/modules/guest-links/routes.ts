import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { GUEST_LINK_HEADER, GUEST_LINK_MESSAGES as M, guestLinkHeadersSchema, guestOrderSchema } from '@shared/schemas/guest-link';
import { invoicePaymentResultSchema, payInvoiceSchema } from '@shared/schemas/invoices';
import { overpaymentChoiceBodySchema } from '@shared/schemas/submission';
import { linkViewer, type Viewer } from '../auth/submission-access';
import { HttpError, notFound } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/too-many';
import type { InvoiceDocument, InvoiceDocuments } from '../invoices/invoice-documents';
import type { InvoicePayments } from '../invoices/invoice-payment';
import type { SubmissionPdfService } from '../pdf/submission-pdf-service';
import type { ShippingService } from '../shipping/shipping-service';
import type { AccountSubmissions } from '../submissions/account-submissions';
import type { OverpaymentChoices } from '../submissions/overpayment-choice';
import type { GuestLinks } from './guest-link-store';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema };
const pdfBody = z.instanceof(Buffer);
// Anyone holding the e-mailed link: the token in its header is the credential, no session needed.
const security = routeSecurity.guestLink;

const sendPdf = (reply: FastifyReply, { filename, pdf }: InvoiceDocument) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/**
 * /api/guest-order: the order a guest link opens (decision 034), with the token in the
 * `x-guest-link` header. Each route finds the link's order (429 over the limits, 404 unknown, 410
 * expired), then calls the very services a signed-in owner's routes call, with a viewer that may read
 * that one order: the same customer-facing answers, the same charge engine. The token is never logged.
 */
export const guestLinkRoutes: FastifyPluginAsyncZod<{
  links: GuestLinks;
  submissions: AccountSubmissions;
  overpaymentChoices: OverpaymentChoices;
  shipping: ShippingService;
  payments: InvoicePayments;
  documents: InvoiceDocuments;
  submissionPdf: SubmissionPdfService;
}> = async (app, opts) => {
  async function opened(request: FastifyRequest): Promise<{ viewer: Viewer; orderNumber: string; expiresAt: Date }> {
    const token = (request.headers as Record<string, string>)[GUEST_LINK_HEADER]!;
    const found = await opts.links.open(token, request.ip);
    switch (found.kind) {
      case 'throttled':
        throw tooManyRequests(found.retryAfterMs, M.tooMany);
      case 'unknown':
        throw notFound(M.invalid);
      case 'expired':
        throw new HttpError(410, M.expired);
      case 'open':
        return { viewer: linkViewer(found.submissionId), orderNumber: found.orderNumber, expiresAt: found.expiresAt };
    }
  }

  app.get(
    '/',
    { schema: { summary: 'The order a guest link opens', security, headers: guestLinkHeadersSchema, response: { 200: guestOrderSchema, ...errors } } },
    async (request, reply) => {
      const { viewer, orderNumber, expiresAt } = await opened(request);
      const submission = await opts.submissions.findDetailsForViewer(orderNumber, viewer);
      if (!submission) throw notFound(M.invalid);
      const shipping = await opts.shipping.customerView(orderNumber, viewer);
      return reply.header('cache-control', 'private, no-store').send({ submission, shipping, expiresAt: expiresAt.toISOString() });
    },
  );

  app.put(
    '/overpayment-choice',
    {
      schema: {
        summary: 'Choose a refund or a credit for what the Bundle a guest link opens paid beyond its items',
        security,
        headers: guestLinkHeadersSchema,
        body: overpaymentChoiceBodySchema,
        response: { 200: overpaymentChoiceBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, orderNumber } = await opened(request);
      const answer = await opts.overpaymentChoices.set(orderNumber, request.body.overpaymentChoice, viewer);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );

  app.post(
    '/invoice/pay',
    {
      schema: {
        summary: 'Pay the invoice of the order a guest link opens',
        security,
        headers: guestLinkHeadersSchema,
        body: payInvoiceSchema,
        response: { 200: invoicePaymentResultSchema, 402: invoicePaymentResultSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, orderNumber } = await opened(request);
      // A visitor session is the payer of the charge engine (declined cards are counted per session too).
      const session = await app.ensureSession(request, reply);
      // The one invoice payment (invoice-payment.ts): a paid invoice answers 409, never a second charge.
      const { status, body } = await opts.payments.pay(orderNumber, request.body.cardToken, {
        viewer,
        sessionId: session.id,
        userId: session.user?.id ?? null,
        clientIp: request.ip,
      });
      return reply.code(status).header('cache-control', 'private, no-store').send(body);
    },
  );

  app.get(
    '/pdf',
    { schema: { summary: 'The packing slip of the order a guest link opens', security, headers: guestLinkHeadersSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const { viewer, orderNumber } = await opened(request);
      const pdf = await opts.submissionPdf.render(orderNumber, viewer);
      if (!pdf) throw notFound('This order has no submission PDF');
      return sendPdf(reply, { filename: `Full_LOA_Submission_${orderNumber}.pdf`, pdf });
    },
  );

  app.get(
    '/invoice/pdf',
    { schema: { summary: 'The invoice of the order a guest link opens', security, headers: guestLinkHeadersSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const { viewer, orderNumber } = await opened(request);
      return sendPdf(reply, await opts.documents.invoice(orderNumber, viewer));
    },
  );

  app.get(
    '/invoice/receipt/pdf',
    { schema: { summary: 'The receipt of the paid invoice of the order a guest link opens', security, headers: guestLinkHeadersSchema, response: { 200: pdfBody, ...errors } } },
    async (request, reply) => {
      const { viewer, orderNumber } = await opened(request);
      return sendPdf(reply, await opts.documents.receipt(orderNumber, viewer));
    },
  );
};
