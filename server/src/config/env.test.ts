import { describe, expect, it } from 'vitest';
import { checkAdminPassword, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', LOG_LEVEL: 'info', publicUrl: 'http://localhost:3000' });
    expect(env.dataDir).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    expect(loadEnv({ PORT: '8080', DATABASE_URL: '', SESSION_SECRET: '' }).publicUrl).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'long-enough-pass' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough-pass' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'long-enough-pass', ADMIN_TOTP_SECRET: 'not base32 at all!' }, 'ADMIN_TOTP_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'long-enough-pass', ADMIN_TOTP_SECRET: 'JBSWY3DP' }, 'ADMIN_TOTP_SECRET'],
    [{ ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }, 'ADMIN_TOTP_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BUSINESS_TIME_ZONE: 'Mars/Olympus' }, 'BUSINESS_TIME_ZONE'],
    [{ BUSINESS_TIME_ZONE: 'PST8PDT/x' }, 'BUSINESS_TIME_ZONE'],
    [{ VITE_SLAB_VIDEO_URL: 'http://cdn.example.com/slab.mp4' }, 'VITE_SLAB_VIDEO_URL'],
    [{ VITE_SLAB_VIDEO_URL: '//cdn.example.com/slab.mp4' }, 'VITE_SLAB_VIDEO_URL'],
    [{ VITE_SLAB_VIDEO_URL: 'media/slab.mp4' }, 'VITE_SLAB_VIDEO_URL'],
    [{ VITE_INSTAGRAM_URL: 'http://instagram.com/goat' }, 'VITE_INSTAGRAM_URL'],
    [{ VITE_FACEBOOK_URL: 'facebook.com/goat' }, 'VITE_FACEBOOK_URL'],
  ])('refuses %j naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*${name}`));
  });

  it('writes dates in Los Angeles unless BUSINESS_TIME_ZONE names another IANA zone', () => {
    expect(loadEnv({}).BUSINESS_TIME_ZONE).toBe('America/Los_Angeles');
    expect(loadEnv({ BUSINESS_TIME_ZONE: '' }).BUSINESS_TIME_ZONE).toBe('America/Los_Angeles');
    expect(loadEnv({ BUSINESS_TIME_ZONE: 'UTC' }).BUSINESS_TIME_ZONE).toBe('UTC');
    expect(loadEnv({ BUSINESS_TIME_ZONE: ' America/New_York ' }).BUSINESS_TIME_ZONE).toBe('America/New_York');
  });

  it('takes an authenticator secret in base32, spaces and case as an app shows them', () => {
    const env = loadEnv({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'long-enough-pass', ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp' });
    expect(env.ADMIN_TOTP_SECRET).toBe('JBSWY3DPEHPK3PXP');
  });

  it('takes the origin of an https slab video for the CSP, and none for a local file', () => {
    expect(loadEnv({ VITE_SLAB_VIDEO_URL: 'https://cdn.example.com/media/slab.mp4?v=2' }).slabVideoOrigin).toBe('https://cdn.example.com');
    expect(loadEnv({ VITE_SLAB_VIDEO_URL: '/media/slab.mp4' }).slabVideoOrigin).toBeUndefined();
    expect(loadEnv({ VITE_SLAB_VIDEO_URL: '' }).slabVideoOrigin).toBeUndefined();
  });

  describe('payments mode', () => {
    const keys = { CLOVER_PUBLIC_KEY: 'pk_live_x', CLOVER_PRIVATE_KEY: 'sk_live_x', CLOVER_MERCHANT_ID: 'MERCHANT1' };
    const refusal = (source: Record<string, string>) => {
      try {
        loadEnv(source);
      } catch (err) {
        if (err instanceof EnvError) return err.message;
        throw err;
      }
      return null;
    };

    it('defaults to the sandbox on a developer machine, and to Clover when its keys are set', () => {
      expect(loadEnv({}).paymentsMode).toBe('sandbox');
      expect(loadEnv({ NODE_ENV: 'development' }).paymentsMode).toBe('sandbox');
      expect(loadEnv({ ...keys }).paymentsMode).toBe('clover');
      expect(loadEnv({ ...keys, PAYMENTS_MODE: 'sandbox' }).paymentsMode).toBe('sandbox');
    });

    it.each([
      [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
      [{ PUBLIC_URL: 'https://goat.example.com' }, 'PUBLIC_URL is https'],
    ])('refuses the implicit sandbox when %j, naming PAYMENTS_MODE', (source, why) => {
      const message = refusal(source);
      expect(message).toMatch(/^Invalid configuration:\n {2}PAYMENTS_MODE: is not set and /);
      expect(message).toContain(why);
      expect(message).toContain('PAYMENTS_MODE=sandbox to take test payments on purpose');
    });

    it('takes test payments in production only when PAYMENTS_MODE=sandbox is set on purpose', () => {
      const env = loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://staging.goat.example.com', PAYMENTS_MODE: 'sandbox', SMTP_URL: 'smtp://mail.example.com:587' });
      expect(env.paymentsMode).toBe('sandbox');
    });

    it('refuses clover mode without its keys, naming each missing one', () => {
      const message = refusal({ PAYMENTS_MODE: 'clover', CLOVER_PUBLIC_KEY: 'pk_x' });
      expect(message).toContain('CLOVER_PRIVATE_KEY: is required when PAYMENTS_MODE=clover');
      expect(message).toContain('CLOVER_MERCHANT_ID: is required when PAYMENTS_MODE=clover');
      expect(message).not.toContain('CLOVER_PUBLIC_KEY: is required');
      expect(refusal({ PAYMENTS_MODE: 'clover', NODE_ENV: 'production', CLOVER_ENVIRONMENT: 'production' })).toContain('CLOVER_PUBLIC_KEY: is required');
    });

    it("refuses clover mode in production until CLOVER_ENVIRONMENT says live or Clover's sandbox", () => {
      expect(refusal({ ...keys, NODE_ENV: 'production' })).toContain('CLOVER_ENVIRONMENT: is not set and NODE_ENV=production');
      expect(loadEnv({ ...keys, NODE_ENV: 'production', CLOVER_ENVIRONMENT: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).paymentsMode).toBe('clover');
      expect(loadEnv({ ...keys, NODE_ENV: 'production', CLOVER_ENVIRONMENT: 'sandbox', SMTP_URL: 'smtp://mail.example.com:587' }).paymentsMode).toBe('clover');
    });

    it('refuses an unknown mode', () => {
      expect(refusal({ PAYMENTS_MODE: 'live' })).toContain('PAYMENTS_MODE: must be sandbox or clover');
    });
  });

  describe('e-mail in production', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };

    it('refuses to start without SMTP_URL: the .eml outbox (reset links on disk) is for development only', () => {
      expect(() => loadEnv(production)).toThrow(/SMTP_URL: is not set and NODE_ENV=production: set SMTP_URL=smtp:\/\/…/);
      expect(loadEnv({ ...production, SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).SMTP_URL).toBe('smtps://user:secret@mail.example.com:465');
    });

    it('keeps the outbox on a developer machine, in tests and behind an https PUBLIC_URL that is not production', () => {
      for (const source of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { PUBLIC_URL: 'https://staging.goat.example.com', PAYMENTS_MODE: 'sandbox' }]) {
        expect(loadEnv(source).SMTP_URL).toBeUndefined();
      }
    });
  });

  it('takes Redis and S3 settings, refusing wrong ones by name', () => {
    const env = loadEnv({ REDIS_URL: 'redis://cache:6379', S3_BUCKET: 'goat-uploads', S3_ENDPOINT: 'http://minio:9000', S3_KEY_PREFIX: 'site/' });
    expect(env).toMatchObject({ REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'goat:', S3_BUCKET: 'goat-uploads', S3_REGION: 'us-east-1', S3_KEY_PREFIX: 'site/' });
    expect(() => loadEnv({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a valid bucket name/);
    expect(() => loadEnv({ S3_BUCKET: 'goat-uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadEnv({ S3_KEY_PREFIX: '../up' })).toThrow(/S3_KEY_PREFIX/);
  });
});

describe('checkAdminPassword', () => {
  it('refuses an ADMIN_PASSWORD the site\'s password rule refuses, naming the variable, and accepts a good one', async () => {
    const weak = loadEnv({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'password1234' });
    await expect(checkAdminPassword(weak)).rejects.toThrow(EnvError);
    await expect(checkAdminPassword(weak)).rejects.toThrow(/ADMIN_PASSWORD: This password is too common/);
    await expect(checkAdminPassword(loadEnv({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'quiet-harbour-lamp-31' }))).resolves.toBeUndefined();
  });
});
