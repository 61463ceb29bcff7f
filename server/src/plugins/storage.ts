import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and renditions live: DATA_DIR/uploads or an S3-compatible bucket. */
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', await createStorage(app.config, app));
  },
  { name: 'storage', fastify: '5.x', dependencies: ['config'] },
);
