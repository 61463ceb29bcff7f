import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

// `docker compose config` is not available where the tests run: the file is read as YAML and held to
// the rules of a deployment that fails closed (attack catalogue: the compose file's public defaults).
interface ComposeFile {
  services: Record<string, { ports?: string[]; environment?: Record<string, string> }>;
}
const compose = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../compose.yaml'), 'utf8')) as ComposeFile;
const web = compose.services.web!;
const env = web.environment ?? {};

describe('compose.yaml fails closed', () => {
  it.each(['SESSION_SECRET', 'PAYMENTS_MODE', 'PUBLIC_URL'])('%s has no default: compose refuses to start without it', (name) => {
    expect(env[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
  });

  it('runs in production', () => {
    expect(env.NODE_ENV).toBe('production');
  });

  it('publishes the app on the loopback interface only, for the reverse proxy on the host', () => {
    expect(web.ports?.length).toBeGreaterThan(0);
    for (const port of web.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    // The database is reached over compose's own network, never published.
    expect(compose.services.db?.ports).toBeUndefined();
  });

  it("passes TRUST_PROXY through with no default, and the example in the file's comments is accepted", () => {
    expect(env.TRUST_PROXY).toBe('${TRUST_PROXY:-}');
    const raw = fs.readFileSync(path.resolve(import.meta.dirname, '../../../compose.yaml'), 'utf8');
    const example = /TRUST_PROXY=([^\s]+)/.exec(raw)?.[1];
    expect(example).toBeDefined();
    expect(loadEnv({ TRUST_PROXY: example }).TRUST_PROXY).toEqual(example!.split(','));
  });
});
