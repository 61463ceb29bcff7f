import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killStartedServers, siteClient, startServer, type ServerProcess } from './support/server-process';
import { startSmtpTestServer } from './support/smtp-test-server';
import { createPostgresDatabase, dbKind } from './support/test-database';
import { validRegistration } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * The mail server refuses everything; meanwhile the real server writes e-mails, is killed with -9,
 * comes back on the same DATA_DIR (or PostgreSQL database) and writes more; then the mail server
 * accepts again. Every e-mail of that window arrives, each exactly once, with the Message-ID it was
 * first tried with (docs/decisions/028).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-mail-kill-'));
let dropDatabase: (() => Promise<void>) | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>> | undefined;

afterAll(async () => {
  await killStartedServers();
  await dropDatabase?.();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Registers a person and asks for their reset link: one e-mail written to the outbox. */
async function askForResetLink(server: ServerProcess, n: number): Promise<string> {
  const client = siteClient(server.base);
  const email = `kill${n}@example.com`;
  const reg = await client.postJson('/api/auth/register', { ...validRegistration(`kill${n}`), email });
  expect(reg.status).toBe(201);
  const res = await client.postJson('/api/auth/forgot-password', { email });
  expect(res.status).toBe(202);
  return email;
}

describe('e-mail through a mail-server outage and a kill -9', () => {
  it(`delivers every e-mail of the window once the mail server is back, none twice (${dbKind})`, async () => {
    smtp = await startSmtpTestServer();
    smtp.state.refusing = true;
    let databaseUrl: string | undefined;
    if (dbKind === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    // Quick retries so the test waits for nothing long; many attempts so none is given up on.
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400', MAIL_MAX_ATTEMPTS: '10000', MAIL_POLL_MS: '100', MAIL_LEASE_MS: '2000' };
    const refusedIds = () => new Set(smtp!.refused);
    const start = () => startServer({ dataDir, databaseUrl, env });

    const first = await start();
    const before = [];
    for (const n of [1, 2, 3]) before.push(await askForResetLink(first, n));
    // Each has been tried (and refused) at least once: it is in the outbox, not in a process's memory.
    expect(await waitFor(() => refusedIds().size >= 3, { timeoutMs: 30_000 })).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited();

    const second = await start();
    const after = [];
    for (const n of [4, 5]) after.push(await askForResetLink(second, n));
    expect(await waitFor(() => refusedIds().size >= 5, { timeoutMs: 30_000 })).toBe(true);
    expect(smtp.accepted).toHaveLength(0);

    smtp.state.refusing = false;
    const everyone = [...before, ...after];
    expect(await waitFor(() => everyone.every((to) => smtp!.accepted.some((m) => m.to.includes(to))), { timeoutMs: 30_000 })).toBe(true);
    // A clean stop waits for the worker's pass under way: a second delivery would have come by now.
    second.child.kill('SIGTERM');
    expect(await second.exited()).toBe(0);
    expect(smtp.accepted).toHaveLength(everyone.length);
    for (const to of everyone) {
      const mails = smtp.accepted.filter((m) => m.to.includes(to));
      expect(mails).toHaveLength(1);
      // The Message-ID it was refused with is the one that arrived: the same message, retried.
      expect(smtp.refused).toContain(mails[0]!.messageId);
    }
    expect(new Set(smtp.accepted.map((m) => m.messageId)).size).toBe(everyone.length);
  });
});
