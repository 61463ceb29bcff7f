/** The one module that talks to Clover's Ecommerce API (or the built-in sandbox, over HTTP alike). */

import type { ProcessorCard } from './decline-limit';

/** The card a charge was made on, as Clover names it (the charge's `source`). */
interface CloverSource {
  id?: string;
  brand?: string;
  first6?: string;
  last4?: string;
  exp_month?: string | number;
  exp_year?: string | number;
}

export interface CloverCharge {
  id: string;
  amount: number;
  currency: string;
  status: string;
  paid: boolean;
  ref_num?: string;
  source?: CloverSource;
}

/** The one place Clover's source names become the card the decline limit counts. */
export function processorCardOf(source: CloverSource | undefined): ProcessorCard | null {
  if (!source?.last4) return null;
  const text = (v: string | number | undefined) => (v === undefined || v === null ? undefined : String(v));
  return { brand: source.brand, first6: source.first6, last4: source.last4, expMonth: text(source.exp_month), expYear: text(source.exp_year) };
}

export type ChargeResult =
  | { kind: 'approved'; charge: CloverCharge }
  /** `chargeId`: the declined charge Clover names in its error (`error.charge`), to read the card from. */
  | { kind: 'declined'; code: string; message: string; chargeId?: string | undefined }
  /**
   * No charge confirmed. `unknown`: the provider may have charged (a timeout, a lost connection, a
   * 5xx): only a retry with the same idempotency key may follow, never a new charge.
   */
  | { kind: 'error'; message: string; unknown: boolean };

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  source: string;
  idempotencyKey: string;
  clientIp: string;
  description?: string | undefined;
  receiptEmail?: string | undefined;
}

export interface CloverRefund {
  id: string;
  amount: number;
  charge: string;
  status: string;
}

export type RefundResult =
  | { kind: 'refunded'; refund: CloverRefund }
  /** The provider refused (nothing refunded): an unknown charge, more than remains, a closed account. */
  | { kind: 'refused'; code: string; message: string }
  /** No answer we can trust (timeout, lost connection, 5xx): the refund may have been made; retry with the same key only. */
  | { kind: 'unknown'; message: string };

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}

interface CloverError {
  type?: string;
  code?: string;
  message?: string;
  charge?: string;
}

/** What one POST to Clover came back with: no answer at all, or the status and the parsed body (null when not JSON). */
type CloverAnswer<T> =
  | { reached: false; message: string }
  | { reached: true; status: number; ok: boolean; body: (T & { error?: CloverError }) | null };

export function createCloverClient(opts: { privateKey: string; apiBaseUrl: () => string; timeoutMs?: number }) {
  /**
   * The one request to Clover (a POST, or a GET without a body): the private key, the idempotency key, the timeout and the answer's parsing
   * live here so that a charge and a refund cannot drift apart. Each caller only reads the answer.
   */
  async function post<T>(
    path: string,
    payload: Record<string, unknown> | null,
    idempotencyKey: string | null,
    extraHeaders: Record<string, string> = {},
  ): Promise<CloverAnswer<T>> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiBaseUrl()}${path}`, {
        // A read (GET) is the same request without a body or an idempotency key.
        method: payload === null ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${opts.privateKey}`,
          accept: 'application/json',
          ...(payload === null ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
          ...extraHeaders,
        },
        ...(payload === null ? {} : { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
    } catch (err) {
      return { reached: false, message: `Payment provider unreachable: ${(err as Error).message}` };
    }
    const body = (await res.json().catch(() => null)) as (T & { error?: CloverError }) | null;
    return { reached: true, status: res.status, ok: res.ok, body };
  }

  return {
    async charge(req: ChargeRequest): Promise<ChargeResult> {
      const answer = await post<CloverCharge>(
        '/v1/charges',
        {
          amount: req.amountCents,
          currency: req.currency.toLowerCase(),
          source: req.source,
          ecomind: 'ecom',
          description: req.description,
          receipt_email: req.receiptEmail,
        },
        req.idempotencyKey,
        { 'x-forwarded-for': req.clientIp },
      );
      if (!answer.reached) return { kind: 'error', message: answer.message, unknown: true };
      const { status, ok, body } = answer;
      if (ok && body && body.status === 'succeeded' && body.paid) return { kind: 'approved', charge: body };
      const error = body?.error;
      if (error?.type === 'card_error' || status === 402) {
        return { kind: 'declined', code: error?.code ?? 'card_declined', message: error?.message ?? 'Your card was declined.', chargeId: error?.charge };
      }
      if (error?.code === 'invalid_token' || error?.type === 'invalid_request_error') {
        return { kind: 'declined', code: error.code ?? 'invalid_request', message: error.message ?? 'The card could not be charged.' };
      }
      return { kind: 'error', message: error?.message ?? `Payment provider answered ${status}`, unknown: status >= 500 };
    },

    /**
     * Clover's GET /v1/charges/{id}: the charge with its `source`, the card as the processor saw it
     * (a decline names its charge). Null when there is no answer to trust.
     */
    async getCharge(chargeId: string): Promise<CloverCharge | null> {
      const answer = await post<CloverCharge>(`/v1/charges/${encodeURIComponent(chargeId)}`, null, null);
      return answer.reached && answer.ok && answer.body && typeof answer.body.id === 'string' ? answer.body : null;
    },

    /**
     * Clover's POST /v1/refunds (a partial amount allowed, up to what the charge has left), the same in
     * test and live modes. The idempotency key makes a repeat answer the refund already made.
     */
    async refund(req: RefundRequest): Promise<RefundResult> {
      const answer = await post<CloverRefund>(
        '/v1/refunds',
        { charge: req.chargeId, amount: req.amountCents, reason: req.reason },
        req.idempotencyKey,
      );
      if (!answer.reached) return { kind: 'unknown', message: answer.message };
      const { status, ok, body } = answer;
      if (ok && body && body.status === 'succeeded' && typeof body.id === 'string') return { kind: 'refunded', refund: body };
      if (ok && body?.status === 'failed') return { kind: 'refused', code: 'refund_failed', message: 'The provider could not make the refund' };
      if (status >= 400 && status < 500 && body?.error) {
        return { kind: 'refused', code: body.error.code ?? 'refund_refused', message: body.error.message ?? 'The refund was refused' };
      }
      return { kind: 'unknown', message: body?.error?.message ?? `Payment provider answered ${status}` };
    },
  };
}

export type CloverClient = ReturnType<typeof createCloverClient>;
