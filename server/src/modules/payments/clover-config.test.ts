import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { describePayments, resolveCloverSettings } from './clover-config';

const keys = { CLOVER_PUBLIC_KEY: 'pk_x', CLOVER_PRIVATE_KEY: 'sk_x', CLOVER_MERCHANT_ID: 'MERCHANT1' };

describe('resolveCloverSettings', () => {
  it('records sandbox charges as such and warns at start', () => {
    const settings = resolveCloverSettings(loadEnv({}));
    expect(settings).toMatchObject({ mode: 'sandbox', builtInSandbox: true, paymentMode: 'sandbox', sdkUrl: '/sandbox/clover/sdk.js' });
    const line = describePayments(settings);
    expect(line.level).toBe('warn');
    expect(line.message).toContain('TEST MODE');
    expect(line.message).toContain('PAYMENTS_MODE=sandbox');
  });

  it("marks Clover's own sandbox environment as test payments too", () => {
    const settings = resolveCloverSettings(loadEnv({ ...keys }));
    expect(settings).toMatchObject({ mode: 'clover', builtInSandbox: false, environment: 'sandbox', paymentMode: 'clover_test' });
    expect(describePayments(settings)).toMatchObject({ level: 'warn', message: expect.stringContaining('TEST MODE') });
  });

  it('takes live payments only with clover mode and the production environment', () => {
    const settings = resolveCloverSettings(loadEnv({ ...keys, PAYMENTS_MODE: 'clover', NODE_ENV: 'production', CLOVER_ENVIRONMENT: 'production', SMTP_URL: 'smtp://mail.example.com:587' }));
    expect(settings).toMatchObject({ mode: 'clover', environment: 'production', paymentMode: 'clover_live', sdkUrl: 'https://checkout.clover.com/sdk.js' });
    expect(describePayments(settings)).toEqual({ level: 'info', message: 'Payments: Clover (production), real card payments' });
  });

  it('ignores configured keys when the sandbox is chosen on purpose', () => {
    const settings = resolveCloverSettings(loadEnv({ ...keys, PAYMENTS_MODE: 'sandbox' }));
    expect(settings).toMatchObject({ mode: 'sandbox', builtInSandbox: true, paymentMode: 'sandbox' });
    expect(settings.publicKey).not.toBe('pk_x');
  });
});
