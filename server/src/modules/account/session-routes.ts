import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { activeSessionsSchema, sessionParamsSchema } from '@shared/schemas/sessions';
import { notFound } from '../../lib/http-error';
import { clearSessionCookie } from '../auth/session-cookie';
import { requireUser } from '../auth/guards';
import type { ActiveSessionsService } from './active-sessions';
import { routeSecurity } from '../../lib/route-security';

/**
 * /api/account/sessions: the signed-in user's own sessions (Settings), each of which they may end.
 * Only the owner: a handle of anyone else's session answers 404, as one that does not exist.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ sessions: ActiveSessionsService; secureCookies: boolean }> = async (app, opts) => {
  const errors = { 401: errorResponseSchema };

  app.get('/', { schema: { summary: 'My signed-in sessions', security: routeSecurity.signedIn, response: { 200: activeSessionsSchema, ...errors } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return { sessions: await opts.sessions.list(user.id, request.session?.id ?? null) };
  });

  app.delete(
    '/:sessionId',
    { schema: { summary: 'Sign out one of my sessions', security: routeSecurity.signedIn, params: sessionParamsSchema, response: { 204: z.null(), 400: errorResponseSchema, ...errors, 404: errorResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await opts.sessions.end(user.id, request.params.sessionId, request.session?.id ?? null);
      if (result.kind === 'not-found') throw notFound('That session has already ended');
      request.log.info({ userId: user.id, current: result.current }, 'session ended by its owner');
      // Ending this very session is signing out here.
      if (result.current) clearSessionCookie(reply, opts.secureCookies);
      return reply.code(204).send(null);
    },
  );
};
