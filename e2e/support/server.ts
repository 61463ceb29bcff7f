import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadEnv } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/open-database';
import { runStartupTasks } from '../../server/src/startup';
import type { DatabaseHandle } from '../../server/src/db/types';
import { GENEROUS_LIMITS } from '../../server/test/support/generous-limits';

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR (uploads, the e-mail outbox), for tests that check what was stored. */
  dataDir: string;
  /** The server's database, for tests that check what was recorded (charges, say). */
  database: DatabaseHandle;
  /** Stops the server and removes its data folder, or moves it to `keepDataDir` (a template). */
  close(options?: { keepDataDir?: string }): Promise<void>;
}

/** The admin of every browser test, enrolled in a second factor from ADMIN_TOTP_SECRET (admin-code.ts answers it). */
export const E2E_ADMIN = { email: 'curator@goat-e2e.test', password: 'vault-keeper-2024', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' } as const;

/** Each running server's database by its base URL, for admin-code.ts. */
export const serverDatabases = new Map<string, DatabaseHandle>();

/**
 * The real server (API and the built client in dist/client) in this process, on a free port, with
 * a fresh embedded database in a temporary folder that close() removes again. Given `fromDataDir` (a
 * folder a stopped server left, global-setup.ts), the folder starts as a copy of it.
 */
export async function startServer(extraEnv: Record<string, string> = {}, fromDataDir?: string): Promise<RunningServer> {
  const clientIndex = path.resolve(import.meta.dirname, '../../dist/client/index.html');
  if (!fs.existsSync(clientIndex)) throw new Error('The client is not built: run `npx vite build` before the browser tests.');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-e2e-'));
  if (fromDataDir) fs.cpSync(fromDataDir, dataDir, { recursive: true });
  // PORT is left at its default: loadEnv refuses '0', and the port is only used for PUBLIC_URL,
  // while the CSRF guard also accepts the Host the browser actually used.
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Mail written in a transaction is picked up at the next poll: a short one keeps the tests quick.
    MAIL_POLL_MS: '200',
    ...GENEROUS_LIMITS,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
    ...extraEnv,
  });
  const database = await openDatabase({ dataDir: env.dataDir });
  try {
    const app = await buildApp({ env, database, logger: false });
    await runStartupTasks(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The e-mail outbox's worker, as server.ts starts it: the tests read the .eml files it writes.
    app.mailOutbox.start();
    serverDatabases.set(new URL(address).origin, database);
    return {
      baseUrl: address,
      dataDir,
      database,
      async close(options = {}) {
        serverDatabases.delete(new URL(address).origin);
        await app.close();
        await database.close();
        if (options.keepDataDir) fs.renameSync(dataDir, options.keepDataDir);
        else fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
