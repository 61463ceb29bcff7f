import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be a valid email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    CLOVER_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    CLOVER_PUBLIC_KEY: optionalString,
    CLOVER_PRIVATE_KEY: optionalString,
    CLOVER_MERCHANT_ID: optionalString,
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
    MAIL_FROM: z.string().default('G.O.A.T. Authentication <no-reply@goat-authentication.com>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The build reads it too (shared/constants.ts, SLAB_VIDEO_ENV); the server needs it for the CSP.
    VITE_SLAB_VIDEO_URL: optionalString.pipe(
      z
        .string()
        .refine((v) => /^\/(?!\/)/.test(v) || (URL.canParse(v) && new URL(v).protocol === 'https:'), 'must be a path such as /media/slab.mp4 or an https:// URL')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const clover = [env.CLOVER_PUBLIC_KEY, env.CLOVER_PRIVATE_KEY, env.CLOVER_MERCHANT_ID];
    if (clover.some(Boolean) && !clover.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOVER_PRIVATE_KEY'],
        message: 'CLOVER_PUBLIC_KEY, CLOVER_PRIVATE_KEY and CLOVER_MERCHANT_ID must be set together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  publicUrl: string;
  dataDir: string;
  /** The origin of the slab announcement video when it is hosted elsewhere (the CSP allows it). */
  slabVideoOrigin: string | undefined;
};

export class EnvError extends Error {}

/** Reads and validates the environment; throws an EnvError listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const slabVideoOrigin = env.VITE_SLAB_VIDEO_URL?.startsWith('https://') ? new URL(env.VITE_SLAB_VIDEO_URL).origin : undefined;
  return { ...env, publicUrl, dataDir: path.resolve(env.DATA_DIR), slabVideoOrigin };
}
