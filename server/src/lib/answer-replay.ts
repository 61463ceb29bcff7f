import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, onSendHookHandler } from 'fastify';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestForLog } from './request-log';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by a route whose config says `replay: true`: while it answers true, the answer this request
     * gets may be sent again, byte for byte, to the same GET (same address, same Accept-Encoding).
     */
    replayWhile: (() => boolean) | null;
  }
  interface FastifyInstance {
    answerReplay: AnswerReplay;
  }
  interface FastifyContextConfig {
    /** The route's answers may be replayed by the server (lib/answer-replay.ts) while its handler says they are current. */
    replay?: boolean;
  }
}

interface Answer {
  status: number;
  /** Name, value, name, value…: what the pipeline sent, with the request id's value at `idAt`. */
  headers: string[];
  idAt: number;
  body: Buffer;
  current: () => boolean;
}

/** The request id header: a fresh one for every answer, replayed or not. */
const REQUEST_ID = 'x-request-id';

/**
 * Answers replayed before Fastify's request pipeline (decision 042). The badge, the public data of a
 * certificate and the showcase are asked for by every listing and home page that shows them, and
 * their answer is the same bytes until the data under it changes: the first request of an address
 * goes through the whole pipeline (hooks, validation, the handler, compression, headers), its answer
 * is kept here with the cache entry it was made from, and the next GET of the same address and
 * Accept-Encoding is answered with those bytes at the server's `request` event, for as long as that
 * entry is the one kept (not dropped by a write, here or in another process, nor expired). Only
 * 200s without a cookie are kept, at most `maxAnswers` (the oldest kept goes first). A replayed
 * answer gets a request id of its own and the same log line as any other request.
 */
export function createAnswerReplay(opts: { trustProxy: string[] | false; maxAnswers: number }) {
  const answers = new Map<string, Answer>();
  const trusted = opts.trustProxy ? proxyAddr.compile(opts.trustProxy) : () => false;
  // pino's: the tests' `logger: false` has no isLevelEnabled, and logs nothing.
  let log: (FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }) | null = null;
  let open = true;
  let replayed = 0;

  const keyOf = (url: string, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`;

  function logAnswered(req: IncomingMessage, id: string, status: number, started: number) {
    if (!log?.isLevelEnabled?.('info')) return;
    // Fastify's request.host: the proxy's X-Forwarded-Host (its last entry) when the proxy is trusted.
    const forwardedHost = req.headers['x-forwarded-host'];
    const host = forwardedHost && trusted(req.socket.remoteAddress ?? '', 0) ? String(forwardedHost).split(',').at(-1)!.trim() : (req.headers.host ?? '');
    // What lib/request-log.ts's line is made of (the logger's `req` serializer, requestForLog, reads
    // these four), so that a replayed answer reads as any other.
    const request: RequestForLog = { method: req.method ?? 'GET', url: req.url ?? '', host, ip: proxyAddr(req, trusted) };
    log.info({ reqId: id, req: request, res: { statusCode: status }, responseTime: performance.now() - started }, 'request completed');
  }

  /** Answers `req` from a kept answer if there is a current one: true when it did. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!open || answers.size === 0 || req.method !== 'GET') return false;
    const key = keyOf(req.url ?? '', req.headers['accept-encoding']);
    const answer = answers.get(key);
    if (!answer) return false;
    if (!answer.current()) {
      answers.delete(key);
      return false;
    }
    const started = performance.now();
    const id = randomUUID();
    const headers = answer.headers.slice();
    headers[answer.idAt] = id;
    res.writeHead(answer.status, headers).end(answer.body);
    replayed++;
    logAnswered(req, id, answer.status, started);
    return true;
  }

  /** Keeps the answer about to be written, when its route allowed it; runs after every other onSend hook. */
  const keep: onSendHookHandler = async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const current = request.replayWhile;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!current || !body || request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !current()) return payload;
    const headers: string[] = [];
    let idAt = -1;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || name === 'content-length') continue;
      if (name === REQUEST_ID) idAt = headers.length + 1;
      headers.push(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    if (idAt < 0) return payload;
    headers.push('content-length', String(body.length));
    const key = keyOf(request.url, request.headers['accept-encoding']);
    answers.delete(key);
    answers.set(key, { status: 200, headers, idAt, body, current });
    if (answers.size > opts.maxAnswers) answers.delete(answers.keys().next().value!);
    return payload;
  };

  const replay = {
    /**
     * Fastify's `serverFactory`: the server Fastify would make (the same timeouts), asking the kept
     * answers first. Requests made with `inject` do not pass here: they always run the pipeline.
     */
    serverFactory(handler: (req: IncomingMessage, res: ServerResponse) => void, options: FastifyServerOptions): http.Server {
      const server = http.createServer((options as { http?: http.ServerOptions }).http ?? {}, (req, res) => {
        if (!serve(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = options.keepAliveTimeout!;
      server.requestTimeout = options.requestTimeout!;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },

    /**
     * Joins `app`: registered after compression, so that `keep` runs after it and keeps the bytes
     * actually sent; from `close` on, every request goes through the pipeline (which answers 503).
     */
    register(app: FastifyInstance): void {
      log = app.log;
      app.decorate('answerReplay', replay);
      app.decorateRequest('replayWhile', null);
      app.addHook('onRoute', (route) => {
        if (!route.config?.replay) return;
        route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), keep];
      });
      app.addHook('preClose', async () => {
        open = false;
        answers.clear();
      });
    },

    /** How many answers are kept, and how many requests they answered (tests). */
    stats: () => ({ kept: answers.size, replayed }),
  };
  return replay;
}

export type AnswerReplay = ReturnType<typeof createAnswerReplay>;
