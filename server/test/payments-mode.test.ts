import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { createTestApp } from './support/test-app';
import { createTestDatabase, dbKind } from './support/test-database';
import { SERVER_SCRIPT, spawnNode } from './support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-payments-mode-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the real server script and waits for it to exit, which it must do at once. Were it to start
 * instead (its "is running on" line, at LOG_LEVEL=info), it is stopped there and the assertions fail on
 * what it printed; a process that does neither fails at spawnNode's deadline with its output.
 */
async function startRefused(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawnNode('server', SERVER_SCRIPT, {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    NODE_ENV: '',
    PUBLIC_URL: '',
    LOG_LEVEL: 'info',
    PAYMENTS_MODE: '',
    CLOVER_PUBLIC_KEY: '',
    CLOVER_PRIVATE_KEY: '',
    CLOVER_MERCHANT_ID: '',
    CLOVER_ENVIRONMENT: '',
    ...env,
  });
  server.child.stdout?.on('data', () => {
    if (server.output().includes('is running on')) server.child.kill('SIGKILL');
  });
  return { code: await server.exited(), output: server.output() };
}

// The refusals spawn the real server on the embedded database whatever the project: run once, not
// again in the PostgreSQL project (nothing of theirs depends on the database).
describe.skipIf(dbKind === 'postgres')('the server refuses to start where payments would be fake or impossible', () => {
  it('refuses the implicit sandbox with NODE_ENV=production, naming PAYMENTS_MODE', async () => {
    const { code, output } = await startRefused({ NODE_ENV: 'production', PORT: '3999' });
    expect(code).toBe(1);
    expect(output).toContain('PAYMENTS_MODE: is not set and NODE_ENV=production');
  });

  it('refuses the implicit sandbox behind an https PUBLIC_URL', async () => {
    const { code, output } = await startRefused({ PUBLIC_URL: 'https://goat.example.com', PORT: '3999' });
    expect(code).toBe(1);
    expect(output).toContain('PAYMENTS_MODE: is not set and PUBLIC_URL is https');
  });

  it('refuses clover mode without its keys, naming them', async () => {
    const { code, output } = await startRefused({ PAYMENTS_MODE: 'clover', PORT: '3999' });
    expect(code).toBe(1);
    for (const key of ['CLOVER_PUBLIC_KEY', 'CLOVER_PRIVATE_KEY', 'CLOVER_MERCHANT_ID']) expect(output).toContain(`${key}: is required when PAYMENTS_MODE=clover`);
  });
});

describe('a server in sandbox mode says so', () => {
  it('logs a warning at start', async () => {
    const lines: { level: number; msg: string; paymentMode?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    const database = await createTestDatabase();
    try {
      const app = await buildApp({
        env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' }),
        database,
        logger: { level: 'info', stream },
        clientDir: path.join(dataDir, 'no-client'),
      });
      await app.close();
    } finally {
      await database.close();
    }
    const line = lines.find((l) => l.msg.startsWith('Payments:'));
    expect(line).toMatchObject({ level: 40, paymentMode: 'sandbox' });
    expect(line?.msg).toContain('TEST MODE, the built-in sandbox (PAYMENTS_MODE=sandbox): no card is charged');
  });

  it('tells the card pages through /api/clover-config', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/clover-config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mode: 'sandbox', testMode: true, environment: 'sandbox', sdkUrl: '/sandbox/clover/sdk.js' });
    } finally {
      await t.close();
    }
  });

  it("calls Clover's own sandbox environment test mode too", async () => {
    const t = await createTestApp({ PAYMENTS_MODE: 'clover', CLOVER_PUBLIC_KEY: 'pk_x', CLOVER_PRIVATE_KEY: 'sk_x', CLOVER_MERCHANT_ID: 'M1', CLOVER_ENVIRONMENT: 'sandbox' });
    try {
      const res = await t.app.inject({ url: '/api/clover-config' });
      expect(res.json()).toMatchObject({ mode: 'clover', testMode: true, environment: 'sandbox', sdkUrl: 'https://checkout.sandbox.dev.clover.com/sdk.js' });
    } finally {
      await t.close();
    }
  });
});
