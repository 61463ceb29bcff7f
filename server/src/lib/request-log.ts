import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the log reads of a request: Fastify's, or one answered before its pipeline (lib/answer-replay.ts). */
export type RequestForLog = Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'>;

/**
 * How a request appears in the log: its path without the query string. Links that carry a secret in
 * their address (a password reset, a claim, a certificate's QR code) would otherwise be written to the
 * log in full by every request, readable by whoever reads the logs.
 */
export function requestForLog(request: RequestForLog) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * One log line per request, when it is answered (method, path, status, milliseconds), instead of
 * Fastify's two (decision 017: under load at `info` the second line cost about a fifth of a public
 * list's throughput). "incoming request" is still written at `debug`, for whoever needs to see a
 * request that never finishes. Fastify's own lines are turned off in app.ts (`logController`).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
