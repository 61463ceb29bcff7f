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
  let reported = false;
  redis.on('error', (err: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) log.error({ err }, 'Redis connection error');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis connection restored');
    reported = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: could not connect to Redis (${(err as Error).message})`, { cause: err });
  }
  return redis;
}
