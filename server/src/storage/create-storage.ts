import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

/** The uploads' storage the environment asks for: an S3-compatible bucket (S3_BUCKET) or DATA_DIR/uploads. */
export async function createStorage(env: Env, app: FastifyInstance): Promise<FileStorage> {
  if (!env.S3_BUCKET) return createLocalDiskStorage(path.join(env.dataDir, 'uploads'));
  // The AWS SDK is loaded only when a bucket is configured (it costs start-up time and memory).
  const { createS3Storage } = await import('./s3-storage');
  const storage = createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    keyPrefix: env.S3_KEY_PREFIX,
  });
  app.log.info({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? 'AWS' }, 'uploads are stored in object storage');
  app.addHook('onClose', async () => storage.destroy());
  return storage;
}
