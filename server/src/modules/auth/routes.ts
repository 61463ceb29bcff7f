import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, loginRefusalSchema, loginSchema, registerSchema, userSchema } from '@shared/schemas/auth';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { requireUser } from './guards';
import type { AccountCap, AuthService } from './service';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { toPublicUser } from './user-repository';
import { addressKey } from '../../lib/address-key';
import { tooManyRequests } from '../../lib/too-many';
import { routeSecurity } from '../../lib/route-security';

export const INVALID_CREDENTIALS = 'Invalid username/email or password';
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const CODE_WRONG = 'That code is not right, or has already been used. Enter the current code from your app, or a recovery code';
/** The refusals of the per-account caps (decision 021, amended), each saying what the owner can do. */
const CAPPED: Record<AccountCap, string> = {
  'new-browsers':
    'Too many failed sign-in attempts on this account from browsers it has not signed in on. Sign in from a browser you have used before, or reset your password',
  device: 'Too many failed sign-in attempts',
  codes: 'Too many wrong codes were tried on this account. If that was not you, reset your password',
};

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (app, opts) => {
  const { auth, secureCookies } = opts;

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create an account',
        body: registerSchema,
        response: { 201: userSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const waitMs = await auth.admitRegistration(addressKey(request.ip));
      if (waitMs > 0) throw tooManyRequests(waitMs, 'Too many accounts were created from this address');
      const result = await auth.register(request.body);
      if (!result.ok && 'weakPassword' in result) throw badRequest(result.weakPassword, { password: result.weakPassword });
      if (!result.ok) {
        const field = result.taken;
        const message = field === 'username' ? 'That username is already taken' : 'An account with that email already exists';
        throw conflict(message, { [field]: message });
      }
      const token = await auth.startSession(request, result.user.id);
      setSessionCookie(reply, token, secureCookies);
      setDeviceCookie(reply, await auth.trustBrowser(result.user.id, readDeviceCookie(request), request.headers['user-agent']), secureCookies);
      return reply.code(201).send(toPublicUser(result.user));
    },
  );

  app.post(
    '/login',
    { schema: { summary: 'Sign in', body: loginSchema, response: { 200: userSchema, 401: loginRefusalSchema, 429: errorResponseSchema } } },
    async (request, reply) => {
      const browserId = readDeviceCookie(request);
      const result = await auth.login(addressKey(request.ip), request.body.usernameOrEmail, request.body.password, request.body.totp, browserId);
      if (result.kind === 'throttled') {
        // A per-account cap is an attack on one account: the operator sees which account and which cap.
        if (result.cap) request.log.warn({ userId: result.cap.userId, cap: result.cap.what }, 'sign-in refused: per-account cap reached');
        throw tooManyRequests(result.retryAfterMs, result.cap ? CAPPED[result.cap.what] : 'Too many failed sign-in attempts');
      }
      if (result.kind === 'invalid') throw unauthorized(INVALID_CREDENTIALS);
      // The contract for admins' second factor (decision 019): the same request again, with `totp`.
      if (result.kind === 'code-required') return reply.code(401).send({ message: CODE_REQUIRED, mfaRequired: true });
      if (result.kind === 'code-wrong') return reply.code(401).send({ message: CODE_WRONG, mfaRequired: true, errors: { totp: CODE_WRONG } });
      const token = await auth.startSession(request, result.user.id, result.secondFactor);
      setSessionCookie(reply, token, secureCookies);
      // This browser now counts as the owner's: an attack on the account does not lock it out.
      setDeviceCookie(reply, await auth.trustBrowser(result.user.id, browserId, request.headers['user-agent']), secureCookies);
      return toPublicUser(result.user, result);
    },
  );

  app.post('/logout', { schema: { summary: 'Sign out', security: routeSecurity.ownSession, response: { 204: z.null() } } }, async (request, reply) => {
    if (request.session) await auth.endSession(request.session.id);
    clearSessionCookie(reply, secureCookies);
    return reply.code(204).send(null);
  });

  app.get('/me', { schema: { summary: 'The signed-in account', security: routeSecurity.signedIn, response: { 200: userSchema, 401: errorResponseSchema } } }, async (request) => {
    return toPublicUser(requireUser(request), request.session ?? undefined);
  });

  // Uploads and payments belong to the browser session. A page about to send several uploads at once
  // asks for its session first, so the parallel requests do not each create a different one.
  app.post('/visitor-session', { schema: { summary: 'Start a visitor session', security: routeSecurity.ownSession, response: { 204: z.null() } } }, async (request, reply) => {
    await app.ensureSession(request, reply);
    return reply.code(204).send(null);
  });

  // The page asks "who is here?" on every load; a visitor is a normal answer, not an error, so the
  // browser logs nothing for it.
  app.get('/session', { schema: { summary: 'Who this browser is signed in as, if anyone', security: routeSecurity.ownSession, response: { 200: z.object({ user: userSchema.nullable() }) } } }, async (request) => {
    const session = request.session;
    return { user: session?.user ? toPublicUser(session.user, session) : null };
  });
};
