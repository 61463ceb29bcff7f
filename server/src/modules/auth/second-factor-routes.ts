import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { WRONG_CURRENT_PASSWORD } from '@shared/schemas/account';
import { errorResponseSchema } from '@shared/schemas/auth';
import { totpEnabledSchema, totpEnableSchema, totpSetupRequestSchema, totpSetupSchema } from '@shared/schemas/second-factor';
import { addressKey } from '../../lib/address-key';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { routeSecurity } from '../../lib/route-security';
import { tooManyRequests } from '../../lib/too-many';
import { setSessionCookie } from './session-cookie';
import { requireUser } from './guards';
import type { CurrentPasswordRefusal } from './current-password';
import type { Enrolment } from './enrolment';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const ALREADY_ENABLED = 'Two-step sign-in is already set up for this account. To replace it, ask an operator to reset it (npm run admin -- reset-password --reset-totp)';

/** Only admins have a second factor; a customer's session is turned away before the body is read. */
const adminSession = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Two-step sign-in is for admin accounts');
};

/** A wrong current password names the field; too many of them wait, like sign-ins. */
function refuse(refusal: CurrentPasswordRefusal): never {
  if (refusal.kind === 'throttled') throw tooManyRequests(refusal.retryAfterMs, 'Too many wrong passwords');
  throw badRequest(WRONG_CURRENT_PASSWORD, { password: WRONG_CURRENT_PASSWORD });
}

/**
 * An admin's enrolment (decision 019): the only admin routes open to a session signed in with the
 * password alone, and each asks for that password again. Setup answers a new secret (again on each call
 * until enabled); enable confirms it with a current code, gives this session admin rights on a new
 * cookie, ends the admin's other sessions and answers the recovery codes, shown this once.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ enrolment: Enrolment; secureCookies: boolean }> = async (app, opts) => {
  app.post(
    '/setup',
    { preValidation: adminSession, schema: { summary: 'Start setting up two-step sign-in', security: routeSecurity.signedIn, body: totpSetupRequestSchema, response: { 200: totpSetupSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const result = await opts.enrolment.setup(addressKey(request.ip), user, request.body.password);
      if (result.kind === 'already-enabled') throw conflict(ALREADY_ENABLED);
      if (result.kind !== 'ok') refuse(result);
      request.log.info({ userId: user.id }, 'admin second factor: new secret issued');
      return result.setup;
    },
  );

  app.post(
    '/enable',
    { preValidation: adminSession, schema: { summary: 'Turn on two-step sign-in with a first code', security: routeSecurity.signedIn, body: totpEnableSchema, response: { 200: totpEnabledSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const sessionId = request.session!.id;
      const result = await opts.enrolment.enable(addressKey(request.ip), user, sessionId, request.body.password, request.body.code);
      if (result.kind === 'already-enabled') throw conflict(ALREADY_ENABLED);
      if (result.kind === 'not-set-up') throw conflict('Start the set-up first: no authenticator secret has been issued for this account');
      if (result.kind === 'code-wrong') {
        const message = 'That code is not right. Enter the current 6-digit code from your authenticator app';
        throw badRequest(message, { code: message });
      }
      if (result.kind !== 'ok') refuse(result);
      setSessionCookie(reply, result.token, opts.secureCookies);
      request.log.info({ userId: user.id }, 'admin second factor enabled; the admin\'s other sessions ended');
      return { recoveryCodes: result.recoveryCodes };
    },
  );
};
