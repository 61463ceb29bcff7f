import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use or preload, and validates with it', async () => {
    const load = vi.fn(async () => ok);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await resolver({ email: 'c@d.co' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to load again after a failed load instead of failing every later validation', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(ok);
    const { resolver } = lazyResolver(load);
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
