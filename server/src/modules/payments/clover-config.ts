import { randomBytes } from 'node:crypto';
import type { Env } from '../../config/env';

export interface CloverSettings {
  publicKey: string;
  privateKey: string;
  merchantId: string;
  environment: 'sandbox' | 'production';
  /** True when the built-in sandbox stands in for Clover (no keys configured). */
  builtInSandbox: boolean;
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
  if (env.CLOVER_PUBLIC_KEY && env.CLOVER_PRIVATE_KEY && env.CLOVER_MERCHANT_ID) {
    const hosts = HOSTS[env.CLOVER_ENVIRONMENT];
    return {
      publicKey: env.CLOVER_PUBLIC_KEY,
      privateKey: env.CLOVER_PRIVATE_KEY,
      merchantId: env.CLOVER_MERCHANT_ID,
      environment: env.CLOVER_ENVIRONMENT,
      builtInSandbox: false,
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
    builtInSandbox: true,
    sdkUrl: `${SANDBOX_PREFIX}/sdk.js`,
    apiBaseUrl: null,
    tokenBaseUrl: null,
    browserOrigins: [],
  };
}
