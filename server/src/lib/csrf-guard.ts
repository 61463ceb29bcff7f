import type { FastifyInstance, FastifyRequest } from 'fastify';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Refuses a state-changing request sent from a foreign page, cookie or not. The site's own origins
 * are PUBLIC_URL and the host the request was addressed to, so both localhost and 127.0.0.1 work.
 * Requests with neither Origin nor Referer come from non-browser clients, which carry no ambient
 * cookie risk, and pass.
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { publicUrl: string }): void {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = requestOrigin(request);
    if (origin === undefined) return;
    const host = request.headers.host;
    const allowed = origin === publicOrigin || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
    if (!allowed) return reply.code(403).send({ message: 'Cross-site request refused' });
  });
}
