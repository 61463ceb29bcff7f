import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoundedMap } from '../../lib/bounded-map';
import { cardBrand, DECLINED_CARDS, DECLINED_CVV, FAULT_CARDS, luhnValid, REFUND_FAULT_CARDS } from './cards';
import { SANDBOX_SDK_SCRIPT } from './sdk-script';

interface SandboxToken {
  last4: string;
  brand: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  used: boolean;
  createdAt: number;
}

/**
 * How much the sandbox remembers. Its token route needs only the public key, which any visitor can
 * read, so its memory is bounded: the newest tokens, idempotency answers and charges, and tokens
 * expire like Clover's own (single use, minutes). Far more than any test or demo uses.
 */
export const SANDBOX_LIMITS = { maxEntries: 10_000, tokenTtlMs: 15 * 60 * 1000 } as const;

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;
const invalid = (code: string, message: string, param?: string) => ({
  error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) },
});

/**
 * A stand-in for Clover's token service and Ecommerce API, speaking the same protocol, used when no
 * Clover keys are configured (the embedded default and every test). State lives in memory.
 */
export const cloverSandboxRoutes: FastifyPluginAsyncZod<{ publicKey: string; privateKey: string; slowAnswerMs?: number; maxEntries?: number }> = async (
  app,
  opts,
) => {
  const maxEntries = opts.maxEntries ?? SANDBOX_LIMITS.maxEntries;
  const tokens = new BoundedMap<string, SandboxToken>(maxEntries);
  const byIdempotencyKey = new BoundedMap<string, { status: number; body: unknown }>(maxEntries);
  // The keys of slow-card charges whose answer is still held back.
  const slowKeys = new Set<string>();
  // Every charge taken, as the provider's own record (GET /v1/charges): tests count them, and wait for a
  // slow card's `answered` (false while its answer is held back) instead of sleeping a guessed time.
  const charges: { id: string; amount: number; idempotencyKey: string | null; created: number; answered: boolean; refunded: number; card: string }[] = [];
  // Every refund made (GET /v1/refunds, sandbox only): tests count them.
  const refunds: { id: string; amount: number; charge: string; idempotencyKey: string | null; created: number }[] = [];
  const byRefundKey = new BoundedMap<string, { status: number; body: unknown }>(maxEntries);
  // Every charge as Clover's GET /v1/charges/{id} answers it, declined ones included (status failed):
  // a decline names its charge, and the charge names the card (source), as Clover's do.
  const chargeBodies = new BoundedMap<string, Record<string, unknown>>(maxEntries);
  // A fault card's refund keys whose answers are still to be lost (two: our own immediate retry is lost too).
  const lostRefundAnswers = new BoundedMap<string, number>(maxEntries);

  // Sandbox only (Clover has no such list): readable with the public key that /api/clover-config gives.
  app.get('/v1/charges', async (request, reply) => {
    if (request.headers.apikey !== opts.publicKey && request.headers.authorization !== `Bearer ${opts.privateKey}`) {
      return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid private key' } });
    }
    return { object: 'list', data: charges.map(({ card: _card, ...c }) => c) };
  });

  // Clover's Get a charge: the charge with its source (brand, first six, last four, expiry), approved or declined.
  app.get('/v1/charges/:chargeId', { schema: { params: z.object({ chargeId: z.string() }) } }, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${opts.privateKey}`) {
      return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid private key' } });
    }
    const body = chargeBodies.get(request.params.chargeId);
    if (!body) return reply.code(404).send(invalid('resource_missing', 'No such charge', 'chargeId'));
    return body;
  });

  app.get('/v1/refunds', async (request, reply) => {
    if (request.headers.apikey !== opts.publicKey && request.headers.authorization !== `Bearer ${opts.privateKey}`) {
      return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid private key' } });
    }
    return { object: 'list', data: refunds };
  });

  // Clover's refund: a partial amount allowed, never more than the charge has left.
  app.post(
    '/v1/refunds',
    { schema: { body: z.object({ charge: z.string(), amount: z.number().int().positive().optional(), reason: z.string().optional() }) } },
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${opts.privateKey}`) {
        return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid private key' } });
      }
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key ? key : undefined;
      const previous = idempotencyKey ? byRefundKey.get(idempotencyKey) : undefined;
      const lost = idempotencyKey ? (lostRefundAnswers.get(idempotencyKey) ?? 0) : 0;
      const lose = () => reply.code(500).send({ error: { type: 'api_error', message: 'An error occurred while processing the refund' } });
      if (previous && idempotencyKey && lost > 0) {
        lostRefundAnswers.set(idempotencyKey, lost - 1);
        return lose();
      }
      if (previous) return reply.code(previous.status).send(previous.body);
      const answer = (status: number, body: unknown) => {
        if (idempotencyKey) byRefundKey.set(idempotencyKey, { status, body });
        return reply.code(status).send(body);
      };
      const charge = charges.find((c) => c.id === request.body.charge);
      if (!charge) return answer(404, invalid('resource_missing', 'No such charge', 'charge'));
      if (REFUND_FAULT_CARDS[charge.card] === 'refused') {
        return answer(400, invalid('charge_disputed', 'The charge is disputed and cannot be refunded', 'charge'));
      }
      const amount = request.body.amount ?? charge.amount - charge.refunded;
      if (amount <= 0 || charge.refunded + amount > charge.amount) {
        return answer(400, invalid('amount_too_large', 'Refund amount is greater than the unrefunded amount of the charge', 'amount'));
      }
      charge.refunded += amount;
      const made = { id: id('rf_'), amount, charge: charge.id, idempotencyKey: idempotencyKey ?? null, created: Date.now() };
      refunds.push(made);
      if (refunds.length > maxEntries) refunds.splice(0, refunds.length - maxEntries);
      const body = { id: made.id, object: 'refund', amount, charge: charge.id, created: made.created, currency: 'usd', status: 'succeeded' };
      if (REFUND_FAULT_CARDS[charge.card] === 'error_after_refund' && idempotencyKey) {
        // The refund is made and remembered under its key; this answer and the next one are lost.
        byRefundKey.set(idempotencyKey, { status: 200, body });
        lostRefundAnswers.set(idempotencyKey, 1);
        return lose();
      }
      return answer(200, body);
    },
  );

  app.get('/sdk.js', async (_request, reply) => {
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_SDK_SCRIPT);
  });

  app.post(
    '/v1/tokens',
    {
      schema: {
        body: z.object({
          card: z.object({
            number: z.string(),
            exp_month: z.union([z.string(), z.number()]),
            exp_year: z.union([z.string(), z.number()]),
            cvv: z.string(),
            brand: z.string().optional(),
          }),
        }),
      },
    },
    async (request, reply) => {
      if (request.headers.apikey !== opts.publicKey) {
        return reply.code(401).send(invalid('invalid_api_key', 'Invalid API key'));
      }
      const card = request.body.card;
      const number = card.number.replace(/[\s-]/g, '');
      if (!luhnValid(number)) return reply.code(400).send(invalid('invalid_number', 'Card number is invalid', 'number'));
      const month = Number(card.exp_month);
      const year = Number(String(card.exp_year).length === 2 ? `20${card.exp_year}` : card.exp_year);
      const now = new Date();
      const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
      if (!(month >= 1 && month <= 12) || !(year >= 2000) || expired) {
        return reply.code(400).send(invalid('invalid_expiry', 'Expiration date is invalid', 'exp_month'));
      }
      if (!/^\d{3,4}$/.test(card.cvv)) return reply.code(400).send(invalid('invalid_cvc', 'CVV is invalid', 'cvv'));
      const token = id('clv_');
      const stored = {
        last4: number.slice(-4),
        brand: cardBrand(number),
        number,
        expMonth: String(month),
        expYear: String(year),
        cvv: card.cvv,
        used: false,
        createdAt: Date.now(),
      };
      tokens.set(token, stored);
      return {
        id: token,
        object: 'token',
        card: { last4: stored.last4, brand: stored.brand, exp_month: stored.expMonth, exp_year: stored.expYear, first6: number.slice(0, 6) },
      };
    },
  );

  app.post(
    '/v1/charges',
    {
      schema: {
        body: z.object({
          amount: z.number().int().positive(),
          currency: z.string(),
          source: z.string(),
          ecomind: z.string().optional(),
          description: z.string().optional(),
          receipt_email: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${opts.privateKey}`) {
        return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid private key' } });
      }
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key ? key : undefined;
      const previous = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      // A slow card's key stays slow until its held-back answer has gone out: retries inside that window are lost too.
      if (previous && idempotencyKey && slowKeys.has(idempotencyKey)) await new Promise((resolve) => setTimeout(resolve, opts.slowAnswerMs ?? 31_000));
      if (previous) return reply.code(previous.status).send(previous.body);

      const answer = (status: number, body: unknown) => {
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { status, body });
        return reply.code(status).send(body);
      };
      const token = tokens.get(request.body.source);
      if (!token || Date.now() - token.createdAt > SANDBOX_LIMITS.tokenTtlMs) return answer(400, invalid('invalid_token', 'No such token', 'source'));
      if (token.used) return answer(400, invalid('invalid_token', 'This token has already been used', 'source'));
      token.used = true;
      const chargeId = id('ch_');
      const source = {
        id: request.body.source,
        brand: token.brand,
        first6: token.number.slice(0, 6),
        last4: token.last4,
        exp_month: token.expMonth,
        exp_year: token.expYear,
      };
      const declined = DECLINED_CARDS[token.number] ?? (token.cvv === DECLINED_CVV.cvv ? DECLINED_CVV : undefined);
      if (declined) {
        chargeBodies.set(chargeId, {
          id: chargeId,
          object: 'charge',
          amount: request.body.amount,
          currency: request.body.currency,
          created: Date.now(),
          captured: false,
          paid: false,
          status: 'failed',
          failure_code: declined.code,
          failure_message: declined.message,
          source,
        });
        return answer(402, {
          error: { type: 'card_error', code: declined.code, decline_code: declined.decline, message: declined.message, charge: chargeId },
        });
      }
      const taken = { id: chargeId, amount: request.body.amount, idempotencyKey: idempotencyKey ?? null, created: Date.now(), answered: true, refunded: 0, card: token.number };
      charges.push(taken);
      if (charges.length > maxEntries) charges.splice(0, charges.length - maxEntries);
      const fault = FAULT_CARDS[token.number];
      const body = {
        id: chargeId,
        object: 'charge',
        amount: request.body.amount,
        currency: request.body.currency,
        created: Date.now(),
        captured: true,
        paid: true,
        status: 'succeeded',
        ref_num: String(Math.floor(100000 + Math.random() * 900000)),
        auth_code: randomBytes(3).toString('hex').toUpperCase(),
        outcome: { network_status: 'approved_by_network', type: 'authorized' },
        source,
      };
      chargeBodies.set(chargeId, body);
      if (fault && idempotencyKey) {
        // The charge is taken and remembered under its key; only this first answer goes wrong.
        byIdempotencyKey.set(idempotencyKey, { status: 200, body });
        if (fault === 'error_after_charge') return reply.code(500).send({ error: { type: 'api_error', message: 'An error occurred while processing the charge' } });
        slowKeys.add(idempotencyKey);
        taken.answered = false;
        await new Promise((resolve) => setTimeout(resolve, opts.slowAnswerMs ?? 31_000));
        slowKeys.delete(idempotencyKey);
        taken.answered = true;
        return reply.code(200).send(body);
      }
      return answer(200, body);
    },
  );
};
