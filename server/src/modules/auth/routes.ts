import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, loginSchema, registerSchema, userSchema } from '@shared/schemas/auth';
import { conflict, HttpError, unauthorized } from '../../lib/http-error';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import type { AuthService } from './service';
import { toPublicUser } from './user-repository';
import { addressKey } from '../../lib/address-key';

export const INVALID_CREDENTIALS = 'Invalid username/email or password';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (app, opts) => {
  const { auth, secureCookies } = opts;

  app.post(
    '/register',
    {
      schema: {
        body: registerSchema,
        response: { 201: userSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body);
      if (!result.ok) {
        const field = result.taken;
        const message = field === 'username' ? 'That username is already taken' : 'An account with that email already exists';
        throw conflict(message, { [field]: message });
      }
      const token = await auth.startSession(request, result.user.id);
      setSessionCookie(reply, token, secureCookies);
      return reply.code(201).send(toPublicUser(result.user));
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: userSchema, 401: errorResponseSchema, 429: errorResponseSchema } } },
    async (request, reply) => {
      const result = await auth.login(addressKey(request.ip), request.body.usernameOrEmail, request.body.password);
      if (result.kind === 'throttled') {
        const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
        reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
        throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      if (result.kind === 'invalid') throw unauthorized(INVALID_CREDENTIALS);
      const token = await auth.startSession(request, result.user.id);
      setSessionCookie(reply, token, secureCookies);
      return toPublicUser(result.user);
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    if (request.session) await auth.endSession(request.session.id);
    clearSessionCookie(reply, secureCookies);
    return reply.code(204).send(null);
  });

  app.get('/me', { schema: { response: { 200: userSchema, 401: errorResponseSchema } } }, async (request) => {
    return toPublicUser(requireUser(request));
  });

  // Uploads and payments belong to the browser session. A page about to send several uploads at once
  // asks for its session first, so the parallel requests do not each create a different one.
  app.post('/visitor-session', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await app.ensureSession(request, reply);
    return reply.code(204).send(null);
  });

  // The page asks "who is here?" on every load; a visitor is a normal answer, not an error, so the
  // browser logs nothing for it.
  app.get('/session', { schema: { response: { 200: z.object({ user: userSchema.nullable() }) } } }, async (request) => {
    const user = request.session?.user;
    return { user: user ? toPublicUser(user) : null };
  });
};
