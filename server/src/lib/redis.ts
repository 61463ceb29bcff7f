import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis connection (REDIS_URL), made before the server listens so that a wrong address stops the
 * start instead of failing every sign-in later. While Redis is away a command fails after one retry
 * (the request gets 503, db/unavailable.ts) rather than waiting in a queue; ioredis reconnects by itself.
 */
export async function connectRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    // Reconnect quickly at first, then every 2 s at most, forever.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  reportOutages(redis, log, 'Redis connection');
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: could not connect to Redis (${(err as Error).message})`, { cause: err });
  }
  return redis;
}

/** Logs one line when a connection is lost and one when it is back, not one per reconnection attempt. */
export function reportOutages(redis: Redis, log: FastifyBaseLogger, what: string): void {
  let reported = false;
  redis.on('error', (err: Error) => {
    if (!reported) log.error({ err }, `${what} error`);
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info(`${what} restored`);
    reported = false;
  });
}
