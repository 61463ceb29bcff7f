import fs from 'node:fs';
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { runStartupTasks } from './startup';

async function main(): Promise<void> {
  // A .env file is optional; variables already set in the environment win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const app = await buildApp({ env, database });
  // The configured admin and the demo content, before the first request can arrive.
  await runStartupTasks(app);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() stops listening (new connections are refused), closes idle keep-alive connections,
    // waits for the requests in flight and runs every onClose hook (the mailer plugin's writes the mail
    // under way and stops the outbox's worker), then the database is closed, after everything that
    // uses it, as the tests close theirs. A request that never ends must not keep the process alive:
    // after SHUTDOWN_TIMEOUT_MS it exits anyway.
    const started = Date.now();
    setTimeout(() => {
      app.log.error({ signal, waitedMs: Date.now() - started }, 'shutdown timed out: requests still in flight, exiting anyway');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // Close the database cleanly: PGlite never fsyncs, so a clean close is what keeps the folder whole.
    // Closed even when a hook failed: the folder matters more than the error, which is logged below.
    const closeAll = async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    };
    closeAll().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // The e-mail outbox's worker runs in the server only (tests start it themselves); stopped on close.
  app.mailOutbox.start();
  app.log.info(
    `G.O.A.T. Authentication is running on ${env.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err);
  }
  process.exit(1);
});
