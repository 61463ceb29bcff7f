import { randomBytes } from 'node:crypto';
import type { PaymentMode } from '@shared/constants';
import type { Env, PaymentsMode } from '../../config/env';

export interface CloverSettings {
  publicKey: string;
  privateKey: string;
  merchantId: string;
  environment: 'sandbox' | 'production';
  /** PAYMENTS_MODE: sandbox is the built-in stand-in for Clover, this server itself. */
  mode: PaymentsMode;
  builtInSandbox: boolean;
  /** What every charge taken now records: only clover_live moves real money. */
  paymentMode: PaymentMode;
  sdkUrl: string;
  /** Base URLs of Clover's Ecommerce API and token service; null = this server's own sandbox. */
  apiBaseUrl: string | null;
  tokenBaseUrl: string | null;
  /** Origins the browser must reach for Clover's hosted card fields (added to the CSP). */
  browserOrigins: string[];
}

const HOSTS = {
  sandbox: {
    api: 'https://scl-sandbox.dev.clover.com',
    token: 'https://token-sandbox.dev.clover.com',
    sdk: 'https://checkout.sandbox.dev.clover.com/sdk.js',
  },
  production: {
    api: 'https://scl.clover.com',
    token: 'https://token.clover.com',
    sdk: 'https://checkout.clover.com/sdk.js',
  },
} as const;

export const SANDBOX_PREFIX = '/sandbox/clover';

export function resolveCloverSettings(env: Env): CloverSettings {
  if (env.paymentsMode === 'clover') {
    // loadEnv has made sure the keys are there (and, in production, that the environment was chosen).
    if (!env.CLOVER_PUBLIC_KEY || !env.CLOVER_PRIVATE_KEY || !env.CLOVER_MERCHANT_ID) throw new Error('PAYMENTS_MODE=clover without its keys');
    const environment = env.CLOVER_ENVIRONMENT ?? 'sandbox';
    const hosts = HOSTS[environment];
    return {
      publicKey: env.CLOVER_PUBLIC_KEY,
      privateKey: env.CLOVER_PRIVATE_KEY,
      merchantId: env.CLOVER_MERCHANT_ID,
      environment,
      mode: 'clover',
      builtInSandbox: false,
      paymentMode: environment === 'production' ? 'clover_live' : 'clover_test',
      sdkUrl: hosts.sdk,
      apiBaseUrl: hosts.api,
      tokenBaseUrl: hosts.token,
      browserOrigins: [new URL(hosts.sdk).origin, hosts.token],
    };
  }
  // Keys of the built-in sandbox, new for each process: they only have to match each other.
  return {
    publicKey: `sandbox_pk_${randomBytes(12).toString('hex')}`,
    privateKey: `sandbox_sk_${randomBytes(24).toString('hex')}`,
    merchantId: 'GOATSANDBOX01',
    environment: 'sandbox',
    mode: 'sandbox',
    builtInSandbox: true,
    paymentMode: 'sandbox',
    sdkUrl: `${SANDBOX_PREFIX}/sdk.js`,
    apiBaseUrl: null,
    tokenBaseUrl: null,
    browserOrigins: [],
  };
}

/** The start-up log line that says, on every start, whether card payments are real. */
export function describePayments(settings: CloverSettings): { level: 'info' | 'warn'; message: string } {
  if (settings.paymentMode === 'clover_live') return { level: 'info', message: 'Payments: Clover (production), real card payments' };
  if (settings.paymentMode === 'clover_test') {
    return { level: 'warn', message: "Payments: TEST MODE, Clover's sandbox environment: cards are not charged (CLOVER_ENVIRONMENT=sandbox)" };
  }
  return {
    level: 'warn',
    message:
      'Payments: TEST MODE, the built-in sandbox (PAYMENTS_MODE=sandbox): no card is charged and no money moves; test card 4242 4242 4242 4242. Set PAYMENTS_MODE=clover with the CLOVER_* keys for real payments',
  };
}
