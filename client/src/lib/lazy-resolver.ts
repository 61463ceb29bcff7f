import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the validation code now (after the page is shown), so the first check is instant. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose code (Zod and the form's schema) is loaded on first use instead
 * of with the page: the form renders and hydrates without Zod, which is about 30 KB compressed.
 * Until the code arrives a validation just waits for it; the server validates every submission anyway.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed chunk load (network blip) may be retried by the next validation.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
