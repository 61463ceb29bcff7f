import { useEffect, useRef, useState } from 'react';
import type { CloverConfig } from '@shared/schemas/payment';
import { loadCloverSdk, type CloverFieldType, type CloverInstance } from './clover-sdk';

export const CARD_FIELDS: { type: CloverFieldType; label: string }[] = [
  { type: 'CARD_NUMBER', label: 'Card number' },
  { type: 'CARD_DATE', label: 'Expiry date' },
  { type: 'CARD_CVV', label: 'CVV' },
  { type: 'CARD_POSTAL_CODE', label: 'ZIP code' },
];

// Styles handed to the provider's fields so they match the site's own inputs.
const FIELD_STYLES = {
  input: {
    height: '44px',
    padding: '0 14px',
    border: '1px solid #cbd5e1',
    borderRadius: '6px',
    fontSize: '16px',
    color: '#0b1222',
    background: '#ffffff',
    boxSizing: 'border-box',
  },
};

type Status = 'loading' | 'ready' | 'failed';

/**
 * Loads the card-fields SDK and mounts the four hosted fields into the given hosts. Mounting is
 * retried after 100 ms and 500 ms, since the hosts may not be laid out on the first try (docs/product.md, Talking to the server).
 */
export function useCloverCardFields(config: CloverConfig | undefined, hostId: (type: CloverFieldType) => string) {
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);
  const clover = useRef<CloverInstance | null>(null);
  const hostIdRef = useRef(hostId);

  useEffect(() => {
    if (!config) return;
    const controller = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    let destroyed: (() => void)[] = [];

    const mountAll = (instance: CloverInstance): boolean => {
      const hosts = CARD_FIELDS.map((f) => document.getElementById(hostIdRef.current(f.type)));
      if (hosts.some((h) => !h)) return false;
      const elements = instance.elements();
      destroyed = CARD_FIELDS.map((field, i) => {
        const element = elements.create(field.type, FIELD_STYLES);
        element.mount(hosts[i]!);
        return () => element.destroy?.();
      });
      return true;
    };

    loadCloverSdk(config.sdkUrl, { signal: controller.signal })
      .then((Clover) => {
        if (controller.signal.aborted) return;
        let instance: CloverInstance;
        try {
          instance = new Clover(config.publicKey, { merchantId: config.merchantId });
        } catch {
          throw new Error('Payment system initialization failed. Please refresh and try again.');
        }
        clover.current = instance;
        const attempt = (delays: number[]) => {
          if (controller.signal.aborted) return;
          if (mountAll(instance)) {
            setStatus('ready');
            return;
          }
          const [next, ...rest] = delays;
          if (next === undefined) {
            setStatus('failed');
            setError('Payment system initialization failed. Please refresh and try again.');
            return;
          }
          timers.push(setTimeout(() => attempt(rest), next));
        };
        attempt([100, 500]);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setStatus('failed');
        setError(err instanceof Error ? err.message : 'Payment system not loaded. Please refresh the page.');
      });

    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
      destroyed.forEach((destroy) => destroy());
      clover.current = null;
    };
  }, [config]);

  return { status, error, clover };
}
