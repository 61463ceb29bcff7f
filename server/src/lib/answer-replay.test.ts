import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurity } from '../plugins/security';
import { createAnswerReplay } from './answer-replay';

/** A server as app.ts builds it: security (with compression), then the replay, then routes. */
async function serverWith(routes: (app: FastifyInstance, state: { current: boolean }) => void) {
  const replay = createAnswerReplay({ trustProxy: false, maxAnswers: 2 });
  const app = Fastify({ serverFactory: replay.serverFactory, logger: false, genReqId: () => crypto.randomUUID() });
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  await registerSecurity(app, { https: false, paymentOrigins: [] });
  replay.register(app);
  const state = { current: true };
  routes(app, state);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { app, base, state, stats: replay.stats };
}
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const LONG = JSON.stringify({ words: 'a kept answer '.repeat(200) });

describe('answers replayed before the pipeline', () => {
  it('replays the compressed bytes the pipeline sent, per Accept-Encoding', async () => {
    const { base, stats } = await serverWith((app, state) =>
      app.get('/kept', { config: { replay: true } }, async (request, reply) => {
        request.replayWhile = () => state.current;
        return reply.type('application/json').send(LONG);
      }),
    );
    const raw = async () => {
      const res = await fetch(`${base}/kept`, { headers: { 'accept-encoding': 'gzip' } });
      return { encoding: res.headers.get('content-encoding'), length: res.headers.get('content-length') };
    };
    const first = await raw();
    expect(first.encoding).toBe('gzip');
    expect(await raw()).toEqual(first);
    expect(stats()).toEqual({ kept: 1, replayed: 1 });
    // Read with node:http, which does not decompress: the replayed body is gzip of the answer.
    const http = await import('node:http');
    const body = await new Promise<Buffer>((resolve) =>
      http.get(`${base}/kept`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(gunzipSync(body).toString()).toBe(LONG);
    expect(stats().replayed).toBe(2);
  });

  it('goes back to the pipeline once the route says the answer is no longer current', async () => {
    let calls = 0;
    const { base, state, stats } = await serverWith((app, s) =>
      app.get('/kept', { config: { replay: true } }, async (request) => {
        calls++;
        request.replayWhile = () => s.current;
        return { calls };
      }),
    );
    expect(await (await fetch(`${base}/kept`)).json()).toEqual({ calls: 1 });
    expect(await (await fetch(`${base}/kept`)).json()).toEqual({ calls: 1 });
    state.current = false;
    expect(await (await fetch(`${base}/kept`)).json()).toEqual({ calls: 2 });
    expect(stats()).toEqual({ kept: 0, replayed: 1 });
  });

  it('never keeps an answer that sets a cookie, is not a 200, answers HEAD, or whose route did not allow it', async () => {
    const { base, stats } = await serverWith((app) => {
      app.get('/cookie', { config: { replay: true } }, async (request, reply) => {
        request.replayWhile = () => true;
        return reply.header('set-cookie', 'sid=1').send({ ok: true });
      });
      app.get('/missing', { config: { replay: true } }, async (request, reply) => {
        request.replayWhile = () => true;
        return reply.code(404).send({ message: 'Not found' });
      });
      app.get('/not-marked', async (request) => {
        request.replayWhile = () => true;
        return { ok: true };
      });
    });
    for (const path of ['/cookie', '/missing', '/not-marked']) {
      await fetch(base + path);
      await fetch(base + path, { method: 'HEAD' });
    }
    expect(stats()).toEqual({ kept: 0, replayed: 0 });
  });

  it('keeps at most maxAnswers, the oldest going first', async () => {
    const { base, stats } = await serverWith((app) =>
      app.get('/kept', { config: { replay: true } }, async (request) => {
        request.replayWhile = () => true;
        return { query: request.query };
      }),
    );
    for (const q of ['a', 'b', 'c']) await fetch(`${base}/kept?q=${q}`);
    expect(stats().kept).toBe(2);
    await fetch(`${base}/kept?q=a`);
    expect(stats().replayed).toBe(0);
    await fetch(`${base}/kept?q=c`);
    expect(stats().replayed).toBe(1);
  });
});
