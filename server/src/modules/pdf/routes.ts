import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { errorResponseSchema } from '@shared/schemas/auth';
import { notFound } from '../../lib/http-error';
import { viewerOf } from '../auth/submission-access';
import { renderMailInForm } from './mail-in-form';
import type { CertificatePdfService } from './certificate-pdf-service';
import { NO_CARD_PAYMENT, type ReceiptPdfService } from './receipt-pdf-service';
import type { SubmissionPdfService } from './submission-pdf-service';
import { routeSecurity } from '../../lib/route-security';

const pdfBody = z.instanceof(Buffer);
const orderParams = z.object({
  orderNumber: z.string({ error: 'Order number is required' }).regex(ORDER_NUMBER_PATTERN, 'Order number must look like GA-XXXX-XXXX'),
});

const certificateParams = z.object({
  certificateNumber: z
    .string({ error: 'Certificate number is required' })
    .regex(/^[A-Za-z0-9-]{5,40}$/, 'Certificate number must be 5 to 40 letters, digits or dashes'),
});

/** GET /api/certificates/:certificateNumber/pdf: the letter, for whoever may read its submission. */
export const certificatePdfRoutes: FastifyPluginAsyncZod<{ service: CertificatePdfService }> = async (app, opts) => {
  app.get(
    '/certificates/:certificateNumber/pdf',
    { schema: { summary: 'A certificate as a PDF', security: routeSecurity.ownSession, params: certificateParams, response: { 200: pdfBody, 400: errorResponseSchema, 404: errorResponseSchema } } },
    async (request, reply) => {
      const { certificateNumber } = request.params;
      const pdf = await opts.service.render(certificateNumber, viewerOf(request.session));
      if (!pdf) throw notFound('Certificate not found');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Certificate_${certificateNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export const MAIL_IN_FORM_PATH = '/forms/full-loa-submission-form.pdf';

/** GET /api/submissions/:orderNumber/pdf: the packing slip, for its owner, an admin or the browser that created it. */
export const submissionPdfRoutes: FastifyPluginAsyncZod<{ service: SubmissionPdfService }> = async (app, opts) => {
  app.get(
    '/submissions/:orderNumber/pdf',
    { schema: { summary: 'My submission as a PDF', security: routeSecurity.ownSession, params: orderParams, response: { 200: pdfBody, 400: errorResponseSchema, 404: errorResponseSchema } } },
    async (request, reply) => {
      const pdf = await opts.service.render(request.params.orderNumber, viewerOf(request.session));
      // Someone else's submission gets the very answer of one that does not exist.
      if (!pdf) throw notFound('Submission not found');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Full_LOA_Submission_${request.params.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/**
 * GET /api/submissions/:orderNumber/receipt/pdf: the receipt of the card payment the submission was
 * made with (Quick Opinion, Bundle), for its owner, an admin or the browser that created it. The
 * payment of an invoice has its own: /api/submissions/:orderNumber/invoice/receipt/pdf.
 */
export const receiptPdfRoutes: FastifyPluginAsyncZod<{ service: ReceiptPdfService }> = async (app, opts) => {
  app.get(
    '/submissions/:orderNumber/receipt/pdf',
    { schema: { summary: 'My payment receipt as a PDF', security: routeSecurity.ownSession, params: orderParams, response: { 200: pdfBody, 400: errorResponseSchema, 404: errorResponseSchema } } },
    async (request, reply) => {
      const { orderNumber } = request.params;
      const pdf = await opts.service.render(orderNumber, viewerOf(request.session));
      if (pdf === 'unknown') throw notFound('Submission not found');
      if (pdf === 'none') throw notFound(NO_CARD_PAYMENT);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Receipt_${orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/**
 * GET /forms/full-loa-submission-form.pdf: the fillable mail-in form, made by this code on the first
 * request and kept in memory (it only depends on the public URL). Registered before the client's
 * not-found handler, so it wins over the page fallback.
 */
export const mailInFormRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  let form: Promise<Buffer> | null = null;
  app.get(MAIL_IN_FORM_PATH, { schema: { response: { 200: pdfBody } } }, async (_request, reply) => {
    form ??= renderMailInForm(opts.publicUrl).catch((err: unknown) => {
      form = null; // let the next request try again
      throw err;
    });
    return reply
      .type('application/pdf')
      // A download, like the static file it replaces: desktop readers fill forms better than browser viewers.
      .header('content-disposition', 'attachment; filename="full-loa-submission-form.pdf"')
      .header('cache-control', 'public, max-age=3600')
      .send(await form);
  });
};
