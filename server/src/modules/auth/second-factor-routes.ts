import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { totpEnabledSchema, totpEnableSchema, totpSetupSchema } from '@shared/schemas/second-factor';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { requireUser } from '../../plugins/session';
import type { FastifyRequest } from 'fastify';
import type { SecondFactor } from './second-factor';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };
const ALREADY_ENABLED = 'Two-step sign-in is already set up for this account. To replace it, ask an operator to reset it (npm run admin -- reset-password --reset-totp)';

/** Only admins have a second factor; a customer's session is turned away before the body is read. */
const adminSession = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Two-step sign-in is for admin accounts');
};

/**
 * An admin's enrolment (decision 019): the only admin routes open to a session signed in with the
 * password alone. Setup answers a new secret (again on each call until enabled); enable confirms it with
 * a current code and answers the recovery codes, shown this once.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ secondFactor: SecondFactor }> = async (app, opts) => {
  app.post('/setup', { preValidation: adminSession, schema: { summary: 'Start setting up two-step sign-in', security: routeSecurity.signedIn, response: { 200: totpSetupSchema, ...errors } } }, async (request) => {
    const setup = await opts.secondFactor.setup(requireUser(request));
    if (!setup) throw conflict(ALREADY_ENABLED);
    request.log.info({ userId: requireUser(request).id }, 'admin second factor: new secret issued');
    return setup;
  });

  app.post(
    '/enable',
    { preValidation: adminSession, schema: { summary: 'Turn on two-step sign-in with a first code', security: routeSecurity.signedIn, body: totpEnableSchema, response: { 200: totpEnabledSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const result = await opts.secondFactor.enable(user, request.body.code);
      if (result === 'already-enabled') throw conflict(ALREADY_ENABLED);
      if (result === 'not-set-up') throw conflict('Start the set-up first: no authenticator secret has been issued for this account');
      if (result === 'wrong') {
        const message = 'That code is not right. Enter the current 6-digit code from your authenticator app';
        throw badRequest(message, { code: message });
      }
      request.log.info({ userId: user.id }, 'admin second factor enabled');
      return result;
    },
  );
};
