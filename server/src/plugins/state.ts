import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { resolveSessionSecret } from '../config/secrets';
import { createSecretBox } from '../modules/auth/secret-box';
import { createSecondFactor, type SecondFactor } from '../modules/auth/second-factor';
import { createSessionStore, type SessionStore } from '../modules/auth/session-store';
import { createThrottle, type Throttle } from '../modules/auth/throttle';
import { createUserRepository, type UserRepository } from '../modules/auth/user-repository';
import { type InvalidationBus, localOnly } from '../lib/invalidation-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis when REDIS_URL is set, else null (sessions and limits then live in the database). */
    redis: Redis | null;
    /** Tells the other processes which cached answers a write changed (Redis), or no one (decision 040). */
    invalidations: InvalidationBus;
    users: UserRepository;
    sessionStore: SessionStore;
    throttle: Throttle;
    secondFactor: SecondFactor;
    /** Signs session cookies and certificate links, and keeps admins' authenticator secrets (config/secrets.ts). */
    serverSecret: string;
  }
}

/** The invalidation bus over Redis, heard on a connection of its own; a failure to start closes the shared one. */
async function busOver(redis: Redis, prefix: string, log: FastifyBaseLogger) {
  try {
    return await (await import('../lib/redis-invalidation-bus')).createRedisInvalidationBus(redis, prefix, log);
  } catch (err) {
    redis.disconnect();
    throw err;
  }
}

/**
 * What every instance shares (sessions, limits, users): in the database, or in Redis when REDIS_URL is
 * set, never in the process, so that any instance can answer any request. The Redis code is loaded only
 * when it is used.
 */
export const statePlugin = fp(
  async (app) => {
    const { config: env, database } = app;
    const users = createUserRepository(database.db);
    const redis = env.REDIS_URL ? await (await import('../lib/redis')).connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, app.log) : null;
    const bus = redis ? await busOver(redis, env.REDIS_KEY_PREFIX, app.log) : null;
    if (redis)
      app.addHook('onClose', async () => {
        bus?.close();
        await redis.quit();
      });
    const sessions = redis
      ? (await import('../modules/auth/redis-session-store')).createRedisSessionStore(redis, (id) => users.findById(id))
      : createSessionStore(database.db);
    const throttle = redis ? (await import('../modules/auth/redis-throttle')).createRedisThrottle(redis) : createThrottle(database.db);
    app.decorate('redis', redis);
    app.decorate('invalidations', bus ?? localOnly);
    app.decorate('users', users);
    app.decorate('sessionStore', sessions);
    app.decorate('throttle', throttle);
    const serverSecret = resolveSessionSecret(env.SESSION_SECRET, env.dataDir);
    app.decorate('secondFactor', createSecondFactor({ db: database.db, box: createSecretBox(serverSecret), log: app.log }));
    app.decorate('serverSecret', serverSecret);
  },
  { name: 'state', fastify: '5.x', dependencies: ['config'] },
);
