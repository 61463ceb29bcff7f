import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env';
import { adminSend, createContentApp, validPost, type ContentTestApp } from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp | ContentTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

const NEWS = JSON.stringify([
  { title: 'Inside the vault: how collectors verify a signature', url: 'https://news.example.org/goat-feature' },
  { title: 'Three athletes, one authenticator', url: 'https://sports.example.net/goat' },
]);

describe('news links (NEWS_LINKS)', () => {
  it('serves none when unset, so the site shows no "In The News" section', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/news-links' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ links: [] });
  });

  it('serves the configured articles, in order', async () => {
    t = await createTestApp({ NEWS_LINKS: NEWS });
    const res = await t.app.inject({ url: '/api/news-links' });
    expect(res.json()).toEqual({ links: JSON.parse(NEWS) });
    expect(res.body).not.toContain('example.com');
  });

  it.each([
    ['not a list', '{"title":"x"}'],
    ['not JSON', 'Inside the vault|https://news.example.org'],
    ['an http link', JSON.stringify([{ title: 'Feature', url: 'http://news.example.org/a' }])],
    ['an empty title', JSON.stringify([{ title: ' ', url: 'https://news.example.org/a' }])],
  ])('refuses %s, naming NEWS_LINKS', (_what, value) => {
    expect(() => loadEnv({ NEWS_LINKS: value })).toThrow(EnvError);
    expect(() => loadEnv({ NEWS_LINKS: value })).toThrow(/NEWS_LINKS/);
  });
});

describe('video hosts (VIDEO_HOSTS)', () => {
  it('lets videos play from the site itself only when unset', async () => {
    t = await createTestApp();
    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
  });

  it('allows exactly the configured hosts in media-src', async () => {
    t = await createTestApp({ VIDEO_HOSTS: 'videos.goat-cdn.net, media.example.org' });
    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob: https://videos.goat-cdn.net https://media.example.org");
  });

  it.each(['https://videos.goat-cdn.net', 'videos.goat-cdn.net/path', '*.goat-cdn.net', 'bad host'])('refuses %s as a host, naming VIDEO_HOSTS', (value) => {
    expect(() => loadEnv({ VIDEO_HOSTS: value })).toThrow(/VIDEO_HOSTS/);
  });

  it('refuses a post whose video file is on a host that is not configured, and takes one that is', async () => {
    t = await createContentApp({ VIDEO_HOSTS: 'videos.goat-cdn.net' });
    const admin = (t as ContentTestApp).admin;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: { cookie: admin },
      payload: validPost({ videoUrl: 'https://elsewhere.example.org/clip.mp4' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.videoUrl).toBe(
      'Videos from elsewhere.example.org cannot play on this site. Use a YouTube or Vimeo link, or a video on videos.goat-cdn.net',
    );
    const taken = await adminSend(t as ContentTestApp, 'POST', '/api/admin/blog-posts', validPost({ videoUrl: 'https://videos.goat-cdn.net/clip.mp4' }));
    expect(taken.videoUrl).toBe('https://videos.goat-cdn.net/clip.mp4');
    // YouTube and Vimeo play in their own frames, whatever VIDEO_HOSTS says.
    await adminSend(t as ContentTestApp, 'POST', '/api/admin/blog-posts', validPost({ videoUrl: 'https://vimeo.com/76979871' }));
  });
});
