import fp from 'fastify-plugin';
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
  },
  { name: 'config', fastify: '5.x' },
);
