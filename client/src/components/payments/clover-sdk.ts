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

const FIELD_NAMES: Record<CloverFieldType, string> = { CARD_NUMBER: 'card number', CARD_DATE: 'expiry date', CARD_CVV: 'CVV', CARD_POSTAL_CODE: 'ZIP code' };
const isFieldType = (field: string): field is CloverFieldType => Object.hasOwn(FIELD_NAMES, field);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Each card field's complaint, for the message under that field: the provider's words, except its bare
 * "This field is required", which names the field instead ("Expiry date is required").
 */
export function cardFieldErrors(errors: Record<string, string | { message?: string }>): Partial<Record<CloverFieldType, string>> {
  const out: Partial<Record<CloverFieldType, string>> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (!isFieldType(field)) continue;
    const message = typeof value === 'string' ? value : (value.message ?? '');
    out[field] = !message || /field is required/i.test(message) ? `${capitalised(FIELD_NAMES[field])} is required` : message;
  }
  return out;
}

/**
 * 'Card validation error: …' (docs/product.md, Errors) as one short sentence naming the fields to check,
 * "Card validation error: check the card number and CVV."; each field's own message is shown under it.
 */
export function describeFieldErrors(errors: Record<string, string | { message?: string }>): string {
  const names = Object.keys(errors).map((field) => (isFieldType(field) ? FIELD_NAMES[field] : field));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'card details');
  return `Card validation error: check the ${list}.`;
}
