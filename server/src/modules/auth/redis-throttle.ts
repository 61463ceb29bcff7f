import type { Redis } from 'ioredis';
import type { Throttle } from './throttle';

// One script, so atomic: count the event (the count expires with its window), and over the limit lock
// the key unless it is locked already; the count then lives as long as the lock, so it cannot start
// again at 1 while the key is locked. Answers the lock's milliseconds left, or 0 within the limit.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n <= tonumber(ARGV[2]) then return 0 end
local ttl = redis.call('PTTL', KEYS[2])
if ttl <= 0 then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  ttl = tonumber(ARGV[3])
end
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return ttl`;

const REFUND = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The throttle's counts and locks in Redis (REDIS_URL), shared by every server instance like the database's. */
export function createRedisThrottle(redis: Redis): Throttle {
  const countKey = (key: string) => `throttle:${key}:count`;
  const lockKey = (key: string) => `throttle:${key}:lock`;
  return {
    async hit(key, limit) {
      const ms = Number(await redis.eval(HIT, 2, countKey(key), lockKey(key), limit.windowMs, limit.max, limit.lockMs));
      return ms > 0 ? Math.max(1000, ms) : 0;
    },

    async refund(key) {
      await redis.eval(REFUND, 1, countKey(key));
    },

    async clear(key) {
      await redis.del(countKey(key), lockKey(key));
    },
  };
}
