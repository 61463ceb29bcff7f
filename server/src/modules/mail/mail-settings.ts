import type { Env } from '../../config/env';
import { exponentialBackoff, type OutboxTiming } from './mail-outbox';

/** The domain of the sender's address, for Message-IDs (`<uuid@domain>`, RFC 5322). */
export function mailDomain(from: string): string {
  const match = /@([a-z0-9.-]+)>?\s*$/i.exec(from);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** The worker's timing from the environment (config/env.ts MAIL_*). */
export function mailTiming(env: Pick<Env, 'MAIL_RETRY_BASE_MS' | 'MAIL_RETRY_MAX_MS' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_POLL_MS' | 'MAIL_LEASE_MS'>): Partial<OutboxTiming> {
  return {
    backoffMs: exponentialBackoff(env.MAIL_RETRY_BASE_MS, env.MAIL_RETRY_MAX_MS),
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    pollMs: env.MAIL_POLL_MS,
    leaseMs: env.MAIL_LEASE_MS,
  };
}
