import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/lib/built-client';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let clientDir: string;

// A stand-in for a prerendered build (scripts/prerender.ts): each file says which one it is.
const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"><h1>${name}</h1></div>`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-prerendered-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), page('home'));
  fs.writeFileSync(path.join(clientDir, 'app-shell.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, '404.html'), page('not found'));
  fs.mkdirSync(path.join(clientDir, 'services'));
  fs.writeFileSync(path.join(clientDir, 'services', 'index.html'), page('services'));
  t = await createTestApp({}, clientDir);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('serves a page its own prerendered HTML, with or without a trailing slash or query', async () => {
    for (const url of ['/services', '/services/', '/services?ref=mail']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain('<h1>services</h1>');
    }
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>home</h1>');
  });

  // A blog post's page is the shell with the post's own head, or 404 (content-seo.test.ts).
  it('serves the empty shell to pages that are not prerendered (signed-in screens)', async () => {
    for (const url of ['/account', '/account/submissions/4', '/admin']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>shell</title>');
    }
  });

  it('answers unknown pages with status 404 and the prerendered Page Not Found card', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>not found</h1>');
  });
});

describe('prerendered pages over the wire', () => {
  it('are compressed like every other asset', async () => {
    const big = `<!doctype html><title>big</title><div id="root">${'<p>memorabilia</p>'.repeat(400)}</div>`;
    fs.writeFileSync(path.join(clientDir, 'services', 'index.html'), big);
    fs.writeFileSync(path.join(clientDir, '404.html'), big.replace('big', 'not found'));
    const res = await t.app.inject({ url: '/services', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const missing = await t.app.inject({ url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });
});

describe('precompressed build output (scripts/precompress.ts)', () => {
  it('sends the Brotli or gzip copy the browser accepts, and the plain file to one that accepts neither', async () => {
    const html = `<!doctype html><title>athletes</title><div id="root">${'<p>crest</p>'.repeat(300)}</div>`;
    fs.mkdirSync(path.join(clientDir, 'athletes'), { recursive: true });
    const file = path.join(clientDir, 'athletes', 'index.html');
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html));

    const br = await t.app.inject({ url: '/athletes', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);

    const gz = await t.app.inject({ url: '/athletes', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);

    const plain = await t.app.inject({ url: '/athletes', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('serves a built asset from its .br copy', async () => {
    const js = `export const crest = ${JSON.stringify('jersey '.repeat(500))};`;
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    const file = path.join(clientDir, 'assets', 'crest-abc123.js');
    fs.writeFileSync(file, js);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(js));
    const app = await createTestApp({}, clientDir);
    try {
      const res = await app.app.inject({ url: '/assets/crest-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    } finally {
      await app.close();
    }
  });
});

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding(['deflate', 'BR'])).toBe('br');
  });
});
