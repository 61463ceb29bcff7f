import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cloverSandboxRoutes, SANDBOX_LIMITS } from '../src/modules/clover-sandbox/routes';

/**
 * The built-in card sandbox keeps its tokens, idempotency answers and charges in memory, and its token
 * route needs only the public key anyone can read: a flood must not grow that memory without bound.
 * A sandbox of 5 entries shows the bound; the real one holds SANDBOX_LIMITS.maxEntries.
 */

const KEYS = { publicKey: 'pk_bounds', privateKey: 'sk_bounds' };
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cloverSandboxRoutes, { ...KEYS, maxEntries: 5 });
});
afterAll(() => app.close());

const tokenize = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/v1/tokens',
      headers: { apikey: KEYS.publicKey },
      payload: { card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvv: '123' } },
    })
  ).json().id as string;

const charge = (source: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/charges',
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'idempotency-key': key },
    payload: { amount: 1000, currency: 'usd', source },
  });

describe('clover sandbox memory', () => {
  it('forgets the oldest tokens past its bound', async () => {
    const first = await tokenize();
    for (let n = 0; n < 5; n++) await tokenize();
    const res = await charge(first, 'bound-first');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('No such token');
  });

  it('keeps at most its bound of charges and idempotency answers', async () => {
    for (let n = 0; n < 8; n++) expect((await charge(await tokenize(), `bound-${n}`)).statusCode).toBe(200);
    const listed = (await app.inject({ url: '/v1/charges', headers: { apikey: KEYS.publicKey } })).json().data as { idempotencyKey: string }[];
    expect(listed).toHaveLength(5);
    expect(listed.map((c) => c.idempotencyKey)).toEqual(['bound-3', 'bound-4', 'bound-5', 'bound-6', 'bound-7']);
    // The oldest key is forgotten: replaying it no longer finds its answer (its token is spent: refused).
    expect((await charge('clv_unknown', 'bound-0')).statusCode).toBe(400);
    expect((await charge('clv_unknown', 'bound-7')).statusCode).toBe(200);
  });

  it('lets tokens expire like Clover’s', async () => {
    const token = await tokenize();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + SANDBOX_LIMITS.tokenTtlMs + 1);
    try {
      expect((await charge(token, 'bound-late')).json().error.message).toBe('No such token');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
