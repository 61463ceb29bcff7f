import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { InvalidationBus } from './invalidation-bus';
import { reportOutages } from './redis';

const message = z.object({ from: z.string(), name: z.string(), key: z.string().nullable() });

/**
 * The invalidation bus over Redis publish/subscribe: one channel under the key prefix (ioredis does
 * not prefix channels, so this does), published on the shared connection, heard on a connection of
 * its own (a subscribing connection can do nothing else). A message is lost while the subscriber is
 * away, so each time it is back (subscribed again) every joined cache is dropped whole: what was
 * kept before the outage may have changed during it. Until then the caches' TTL is the bound.
 */
export async function createRedisInvalidationBus(
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<InvalidationBus & { channel: string; close(): void }> {
  const channel = `${prefix}invalidate`;
  // This process's own messages: it dropped its copy already.
  const from = randomUUID();
  const caches = new Map<string, (key: string | null) => void>();
  const dropAll = () => {
    for (const drop of caches.values()) drop(null);
  };
  // Subscribed again by the code below, which then drops everything, in that order.
  const subscriber = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
  reportOutages(subscriber, log, 'Redis subscriber connection');
  subscriber.on('message', (heardOn: string, text: string) => {
    if (heardOn !== channel) return;
    let parsed;
    try {
      parsed = message.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!parsed.success || parsed.data.from === from) return;
    caches.get(parsed.data.name)?.(parsed.data.key);
  });
  try {
    await subscriber.connect();
    await subscriber.subscribe(channel);
  } catch (err) {
    subscriber.disconnect();
    throw new Error(`REDIS_URL: could not subscribe to ${channel} (${(err as Error).message})`, { cause: err });
  }
  // Registered after the first subscription: from now on 'ready' means a reconnection.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(dropAll, (err: Error) => {
      log.error({ err }, 'Redis subscriber: could not subscribe again; reconnecting');
      subscriber.disconnect(true);
    });
  });
  return {
    channel,
    join(name, drop) {
      caches.set(name, drop);
      return async (key) => {
        try {
          await redis.publish(channel, JSON.stringify({ from, name, key }));
        } catch (err) {
          // The write is done; the other processes see it within their cache's TTL.
          log.warn({ err, cache: name }, 'could not tell the other processes of a change');
        }
      };
    },
    close: () => subscriber.disconnect(),
  };
}
