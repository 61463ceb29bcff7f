import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

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
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ VITE_SLAB_VIDEO_URL: 'http://cdn.example.com/slab.mp4' }, 'VITE_SLAB_VIDEO_URL'],
    [{ VITE_SLAB_VIDEO_URL: '//cdn.example.com/slab.mp4' }, 'VITE_SLAB_VIDEO_URL'],
    [{ VITE_SLAB_VIDEO_URL: 'media/slab.mp4' }, 'VITE_SLAB_VIDEO_URL'],
  ])('refuses %j naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*${name}`));
  });

  it('takes the origin of an https slab video for the CSP, and none for a local file', () => {
    expect(loadEnv({ VITE_SLAB_VIDEO_URL: 'https://cdn.example.com/media/slab.mp4?v=2' }).slabVideoOrigin).toBe('https://cdn.example.com');
    expect(loadEnv({ VITE_SLAB_VIDEO_URL: '/media/slab.mp4' }).slabVideoOrigin).toBeUndefined();
    expect(loadEnv({ VITE_SLAB_VIDEO_URL: '' }).slabVideoOrigin).toBeUndefined();
  });
});
