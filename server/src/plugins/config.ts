import fp from 'fastify-plugin';
import { setBusinessTimeZone } from '@shared/format';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (config/env.ts): the one place settings are read from. */
    config: Env;
    /** The open database (PGlite or PostgreSQL); server.ts opens and closes it, not the app. */
    database: DatabaseHandle;
  }
}

/** The root of the plugin graph (docs/decisions/029-plugin-graph-and-boundaries.md): every other plugin depends on it. */
export const configPlugin = fp<{ env: Env; database: DatabaseHandle }>(
  async (app, opts) => {
    app.decorate('config', opts.env);
    app.decorate('database', opts.database);
    // Every date the server writes (e-mails, PDFs) is the day in this zone (decision 037).
    setBusinessTimeZone(opts.env.BUSINESS_TIME_ZONE);
  },
  { name: 'config', fastify: '5.x' },
);
