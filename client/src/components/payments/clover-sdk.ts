import type { CloverTokenCard } from '@shared/schemas/payment';

/**
 * Clover's card-fields SDK (or the built-in sandbox's stand-in with the same surface), loaded from
 * the URL /api/clover-config names. Only the parts this site uses are typed.
 */
export type CloverFieldType = 'CARD_NUMBER' | 'CARD_DATE' | 'CARD_CVV' | 'CARD_POSTAL_CODE';

export interface CloverElement {
  mount(selector: string | HTMLElement): void;
  destroy?(): void;
}

export interface CloverInstance {
  elements(): { create(type: CloverFieldType, styles?: Record<string, unknown>): CloverElement };
  /** `card`: what the token says of the card (last four, brand, expiry), never its number. */
  createToken(): Promise<{ token?: string; card?: CloverTokenCard; errors?: Record<string, string | { message?: string }> }>;
}

type CloverConstructor = new (publicKey: string, options: { merchantId: string }) => CloverInstance;

declare global {
  interface Window {
    Clover?: CloverConstructor;
  }
}

const loading = new Map<string, Promise<void>>();

function injectScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error('Payment system not loaded. Please refresh the page.'));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Loads the SDK and waits for `window.Clover`, checking again every second (docs/product.md, Talking to the server). */
export async function loadCloverSdk(src: string, { attempts = 10, signal }: { attempts?: number; signal?: AbortSignal } = {}) {
  await injectScript(src);
  for (let i = 0; i < attempts; i++) {
    if (window.Clover) return window.Clover;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
  }
  throw new Error('Payment system not loaded. Please refresh the page.');
}

/** 'Card validation error: …' lists each field's complaint (docs/product.md, Errors). */
export function describeFieldErrors(errors: Record<string, string | { message?: string }>): string {
  const names: Record<string, string> = { CARD_NUMBER: 'card number', CARD_DATE: 'expiry date', CARD_CVV: 'CVV', CARD_POSTAL_CODE: 'ZIP code' };
  return Object.entries(errors)
    .map(([field, value]) => `${names[field] ?? field}: ${typeof value === 'string' ? value : (value.message ?? 'invalid')}`)
    .join('; ');
}
