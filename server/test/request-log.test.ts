import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import { killStartedServers, startServer } from './support/server-process';
import { dbKind } from './support/test-database';

// The real server's own log (a spawned process at LOG_LEVEL=info), as an operator would read it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-request-log-'));
afterAll(async () => {
  await killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// A spawned server on the embedded database whatever the project: run once, not again on PostgreSQL.
describe.skipIf(dbKind === 'postgres')('the request log', () => {
  it('writes no query string: a token in a reset or claim link never reaches the log', async () => {
    const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    const secret = 'tok3n-that-must-not-be-logged';
    for (const url of [`/reset-password?token=${secret}`, `/account/claim?token=${secret}`, `/api/health?probe=${secret}`]) {
      await (await fetch(`${server.base}${url}`)).arrayBuffer();
    }
    // A guest link's token travels in a header (decision 034), refused or not: never logged either.
    const guestToken = 'G'.repeat(43);
    const guest = await fetch(`${server.base}/api/guest-order`, { headers: { [GUEST_LINK_HEADER]: guestToken } });
    expect(guest.status).toBe(404);
    await expect.poll(() => server.output()).toContain('"url":"/api/guest-order"');
    expect(server.output()).not.toContain(guestToken);
    // The paths are logged (the log still tells what was asked for), the secrets are not.
    await expect.poll(() => server.output()).toContain('"url":"/api/health"');
    expect(server.output()).toContain('"url":"/reset-password"');
    expect(server.output()).not.toContain(secret);
  });

  it('writes the same line for an answer replayed before the pipeline', async () => {
    // A folder of its own: the server of the test above still holds the first.
    const server = await startServer({ dataDir: path.join(dataDir, 'replayed'), env: { LOG_LEVEL: 'info', PUBLIC_LIST_CACHE_MS: '60000' } });
    for (let n = 0; n < 2; n++) expect((await fetch(`${server.base}/api/showcase?replayed`)).status).toBe(200);
    const lines = () => server.output().split('\n').filter((line) => line.includes('"url":"/api/showcase"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect.poll(() => lines().length).toBe(2);
    const [first, replayed] = lines() as [Record<string, unknown>, Record<string, unknown>];
    for (const line of [first, replayed]) {
      expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, req: { method: 'GET', url: '/api/showcase', remoteAddress: '127.0.0.1' } });
      expect(typeof line.responseTime).toBe('number');
    }
    expect(replayed.reqId).not.toBe(first.reqId);
    expect(Object.keys(replayed).sort()).toEqual(Object.keys(first).sort());
  });
});
