import { routeSecurity } from '../../lib/route-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { MAIL_OUTBOX_MESSAGES, mailMessageParamsSchema, mailProblemListSchema, mailResendResultSchema } from '@shared/schemas/mail-outbox';
import { conflict, notFound } from '../../lib/http-error';
import { actingAdmin } from '../auth/guards';
import type { MailOutbox } from './mail-outbox';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * E-mail that has not gone out, for the admins (docs/decisions/028), under /api/admin/mail-outbox:
 * the messages failing or given up on, and a resend (same Message-ID, attempts counted afresh).
 * 401 signed out, 403 for a customer (the admin scope's guard, server/src/routes/admin.ts); never a message's body.
 */
export const adminMailRoutes: FastifyPluginAsyncZod<{ outbox: MailOutbox }> = async (app, opts) => {
  app.get('/', { schema: { summary: 'E-mails that failed or are being retried', security: routeSecurity.admin, response: { 200: mailProblemListSchema, ...errors } } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await opts.outbox.problems();
    return {
      messages: rows.map((r) => ({
        ...r,
        failedAt: r.failedAt?.toISOString() ?? null,
        nextAttemptAt: r.nextAttemptAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });

  app.post(
    '/:id/resend',
    { schema: { summary: 'Send an e-mail given up on again', security: routeSecurity.admin, params: mailMessageParamsSchema, response: { 200: mailResendResultSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors } } },
    async (request) => {
      const admin = actingAdmin(request);
      const result = await opts.outbox.resend(request.params.id);
      if (result === 'missing') throw notFound(MAIL_OUTBOX_MESSAGES.notFound);
      if (result === 'sent') throw conflict(MAIL_OUTBOX_MESSAGES.alreadySent);
      if (result === 'retrying') throw conflict(MAIL_OUTBOX_MESSAGES.stillRetrying);
      request.log.info({ outboxId: request.params.id, adminId: admin.id }, 'admin resent an e-mail');
      return { message: MAIL_OUTBOX_MESSAGES.queued };
    },
  );
};
