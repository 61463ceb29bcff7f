import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the log: its path without the query string. Links that carry a secret in
 * their address (a password reset, a claim, a certificate's QR code) would otherwise be written to the
 * log in full by every request, readable by whoever reads the logs.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}
