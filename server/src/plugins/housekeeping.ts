import fp from 'fastify-plugin';
import { createHousekeeping, type Housekeeping } from '../modules/housekeeping/housekeeping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Purges what has expired (sessions, throttle rows, old lookups) on a timer; tests call run(). */
    housekeeping: Housekeeping;
  }
}

export const housekeepingPlugin = fp(
  async (app) => {
    const housekeeping = createHousekeeping({ db: app.database.db, sessions: app.sessionStore, throttleInDatabase: !app.redis, log: app.log });
    app.decorate('housekeeping', housekeeping);
    await housekeeping.run();
    housekeeping.start();
    app.addHook('onClose', async () => housekeeping.stop());
  },
  { name: 'housekeeping', fastify: '5.x', dependencies: ['config', 'state'] },
);
