import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (secure-json-parse, no prototype poisoning), except that an
 * empty body is no body: a POST without data (logout, say) sent by a client that always names
 * JSON succeeds, and a route that needs a body answers 400 through its schema, naming the body.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
