import type { Redis } from 'ioredis';
import { THROTTLE, type Throttle } from './throttle';

// One round trip, atomic: count the event (the count expires with its window), lock at the limit.
const RECORD = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return n`;

/** The throttle's counts and locks in Redis (REDIS_URL), shared by every server instance like the database's. */
export function createRedisThrottle(redis: Redis): Throttle {
  const countKey = (key: string) => `throttle:${key}:count`;
  const lockKey = (key: string) => `throttle:${key}:lock`;
  return {
    async lockedFor(keys) {
      if (keys.length === 0) return 0;
      const tx = redis.multi();
      for (const key of keys) tx.pttl(lockKey(key));
      const answers = (await tx.exec()) ?? [];
      return answers.reduce((ms, [, ttl]) => Math.max(ms, typeof ttl === 'number' && ttl > 0 ? ttl : 0), 0);
    },

    async recordFailure(key, limit, timing = THROTTLE) {
      await redis.eval(RECORD, 2, countKey(key), lockKey(key), timing.windowMs, limit, timing.lockMs);
    },

    async clear(key) {
      await redis.del(countKey(key), lockKey(key));
    },
  };
}
