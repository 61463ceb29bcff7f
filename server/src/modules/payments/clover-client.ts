/** The one module that talks to Clover's Ecommerce API (or the built-in sandbox, over HTTP alike). */

export interface CloverCharge {
  id: string;
  amount: number;
  currency: string;
  status: string;
  paid: boolean;
  ref_num?: string;
  source?: { last4?: string; brand?: string };
}

export type ChargeResult =
  | { kind: 'approved'; charge: CloverCharge }
  | { kind: 'declined'; code: string; message: string }
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

export function createCloverClient(opts: { privateKey: string; apiBaseUrl: () => string; timeoutMs?: number }) {
  return {
    async charge(req: ChargeRequest): Promise<ChargeResult> {
      let res: Response;
      try {
        res = await fetch(`${opts.apiBaseUrl()}/v1/charges`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${opts.privateKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': req.idempotencyKey,
            'x-forwarded-for': req.clientIp,
          },
          body: JSON.stringify({
            amount: req.amountCents,
            currency: req.currency.toLowerCase(),
            source: req.source,
            ecomind: 'ecom',
            description: req.description,
            receipt_email: req.receiptEmail,
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
        });
      } catch (err) {
        return { kind: 'error', message: `Payment provider unreachable: ${(err as Error).message}`, unknown: true };
      }
      const body = (await res.json().catch(() => null)) as
        | (CloverCharge & { error?: { type?: string; code?: string; message?: string } })
        | null;
      if (res.ok && body && body.status === 'succeeded' && body.paid) return { kind: 'approved', charge: body };
      const error = body?.error;
      if (error?.type === 'card_error' || res.status === 402) {
        return { kind: 'declined', code: error?.code ?? 'card_declined', message: error?.message ?? 'Your card was declined.' };
      }
      if (error?.code === 'invalid_token' || error?.type === 'invalid_request_error') {
        return { kind: 'declined', code: error.code ?? 'invalid_request', message: error.message ?? 'The card could not be charged.' };
      }
      return { kind: 'error', message: error?.message ?? `Payment provider answered ${res.status}`, unknown: res.status >= 500 };
    },
  };
}

export type CloverClient = ReturnType<typeof createCloverClient>;
