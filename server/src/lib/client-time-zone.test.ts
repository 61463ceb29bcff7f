import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtTimeZone, checkClientTimeZone } from './client-time-zone';

describe('the client build and the server write dates in one zone', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const built = (head: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-zone-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`);
    return dir;
  };

  it("reads the zone from the built page's meta", () => {
    expect(builtTimeZone('<head><meta name="business-time-zone" content="America/Los_Angeles"></head>')).toBe('America/Los_Angeles');
    expect(builtTimeZone('<head></head>')).toBeUndefined();
  });

  it('refuses a build made for another zone, naming both', () => {
    const dir = built('<meta name="business-time-zone" content="UTC">');
    expect(() => checkClientTimeZone(dir, 'America/Los_Angeles')).toThrow(/BUSINESS_TIME_ZONE is America\/Los_Angeles but the client .* was built with UTC/);
    expect(() => checkClientTimeZone(dir, 'UTC')).not.toThrow();
  });

  it('lets be a missing build, or one without the tag', () => {
    expect(() => checkClientTimeZone(path.join(os.tmpdir(), 'no-such-client-build'), 'UTC')).not.toThrow();
    expect(() => checkClientTimeZone(built(''), 'UTC')).not.toThrow();
  });
});
