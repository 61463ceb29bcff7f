import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { developerWording, fieldLabel, refusalMessage } from '@shared/schemas/field-messages';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';
import { registerJsonBody } from '../lib/json-body';
import { registerRequestLog } from '../lib/request-log';
import { TooManyRequestsError } from '../lib/too-many';
import { createHealthState, type HealthState } from '../modules/health/health-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** The health check's memory of the last good ping; the error handler ends it when the database is away. */
    healthState: HealthState;
  }
}

type ErrorBody = { message: string; errors?: Record<string, string> };

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (limit 1 MB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its stated length',
};

/**
 * The shared schemas word every rule (shared/schemas/field-messages.ts); should a library's own
 * wording or a developer's (a field's key, a code value, "cents") still get here, the customer reads
 * a plain sentence naming the field instead.
 */
function plainValidationMessage(path: string[], message: string | undefined): string {
  return message && !developerWording(message) ? message : `${fieldLabel(path)} is not valid`;
}

/**
 * One error shape for the whole API: {message, errors?}; 5xx details stay in the log. `onUnavailable`:
 * told of every request that found the database (or Redis) away (the health check's cache).
 */
export function registerErrorHandler(app: FastifyInstance, onUnavailable: () => void = () => undefined): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const field = path.join('.') || (err.validationContext ?? 'body');
        errors[field] ??= plainValidationMessage(path, issue.message);
      }
      // The message is for a person (a toast): the field's own words, never its key.
      const body: ErrorBody = { message: refusalMessage(errors), errors };
      return reply.code(400).send(body);
    }
    if (err instanceof HttpError) {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', Math.max(1, Math.ceil(err.retryAfterMs / 1000)));
      const body: ErrorBody = { message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
      return reply.code(err.statusCode).send(body);
    }
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return reply.code(400).send({ message: 'Malformed JSON in request body' });
    }
    if (isDatabaseUnavailable(err)) {
      // The database is down, restarting or cut off: a moment's wait may be enough, so say so (503)
      // rather than report a fault of ours (500). The pool's timeouts make this answer come fast.
      request.log.warn({ err }, 'database unavailable');
      onUnavailable();
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status < 500) {
      const message = (err.code && FRAMEWORK_MESSAGES[err.code]) || err.message || 'Bad request';
      return reply.code(status).send({ message });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .code(status)
      .send({ message: `Something went wrong on our side. Please try again later (reference ${request.id}).` });
  });
}

/**
 * The `errors` plugin (docs/decisions/029-plugin-graph-and-boundaries.md): the error handler, JSON
 * bodies, the request log and id. registerErrorHandler stays callable on a bare instance (errors.test.ts).
 */
export const errorsPlugin = fp(
  async (app) => {
    const health = createHealthState();
    app.decorate('healthState', health);
    registerErrorHandler(app, health.unavailable);
    registerJsonBody(app);
    registerRequestLog(app);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'errors', fastify: '5.x' },
);
