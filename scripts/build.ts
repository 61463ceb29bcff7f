import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { freshness, root, stampFile, targets, type TargetInputs } from './build-check.mjs';

/**
 * `npm run build`: the client (`vite build` into dist/client), the server (esbuild into dist/server:
 * JavaScript with source maps, what `npm start`, the Docker image and the tests that spawn a server run)
 * and the migrated database every new embedded database starts from (dist/pglite-template.tar.gz).
 * Each is built only when what it is built from has changed since its last build, so a second `npm start`
 * builds nothing. What counts is the content of the inputs, not their dates (a fresh clone or a
 * `git checkout` touches every date). `--force` builds them regardless; `client` or `server` builds one.
 * Each build's inputs and their hash are in scripts/build-check.mjs, which `npm start` runs instead of
 * this file when nothing changed.
 */

interface Target extends TargetInputs {
  run: () => Promise<void>;
}

const client: Target = {
  ...targets.client,
  run: async () => {
    // Always the production build: called from Vitest (the browser tests' set-up), it would inherit
    // NODE_ENV=test and build React's development bundle, which `npm start` would then serve as up to date.
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  },
};

const server: Target = {
  ...targets.server,
  run: async () => {
    // Built beside, then swapped in: a server being spawned never sees a half-written folder, and two
    // test projects finding it stale at once (their global set-ups) do not write into each other's.
    const staging = path.join(root, `dist/server.building-${process.pid}`);
    await build({
      absWorkingDir: root,
      // The server and the operators' command (npm run admin) share their modules through chunks; the
      // HEIF converter runs in a worker thread of its own (uploads/heif.ts), so it is a file of its own.
      entryPoints: { server: 'server/src/server.ts', admin: 'scripts/admin.ts', 'heif-worker': 'server/src/modules/uploads/heif-worker.ts' },
      outdir: staging,
      bundle: true,
      // Packages stay in node_modules, loaded as they are (native addons, WebAssembly, worker files).
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // A module loaded with import() (Redis, S3) stays a chunk of its own, loaded only when used.
      splitting: true,
      // Stack traces name the TypeScript files and lines (node --enable-source-maps).
      sourcemap: true,
      tsconfig: 'tsconfig.json',
      logLevel: 'warning',
    });
    const target = path.join(root, 'dist/server');
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      // Another build of the same inputs got there first: keep its output.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(path.join(target, 'server.js'))) throw error;
    }
  },
};

const pgliteTemplate: Target = {
  ...targets.pgliteTemplate,
  run: async () => {
    // A migrated embedded database, gzipped (about 5 MB): a new DATA_DIR starts from it (db/pglite.ts).
    const { dumpMigratedPglite } = await import('../server/src/db/pglite');
    const staging = path.join(root, `dist/pglite-template.building-${process.pid}`);
    fs.mkdirSync(path.dirname(staging), { recursive: true });
    fs.writeFileSync(staging, Buffer.from(await (await dumpMigratedPglite('gzip')).arrayBuffer()));
    fs.renameSync(staging, path.join(root, 'dist/pglite-template.tar.gz'));
  },
};

async function buildIfStale(target: Target, options: { force?: boolean; log?: (line: string) => void }): Promise<boolean> {
  const log = options.log ?? console.log;
  const { hash, upToDate } = freshness(target);
  if (upToDate && !options.force) {
    log(`[build] ${target.name} is up to date: not rebuilt`);
    return false;
  }
  log(`[build] ${target.name} is ${upToDate ? 'rebuilt (--force)' : 'missing or out of date: building'}`);
  await target.run();
  fs.writeFileSync(stampFile(target), `${hash}\n`);
  return true;
}

/** Builds the client when it is stale (the browser tests call it); returns whether it built. */
export const buildClientIfStale = (log?: (line: string) => void) => buildIfStale(client, { log });
/** Builds the server and its database template when stale (the tests that spawn a server call it). */
export async function buildServerIfStale(log?: (line: string) => void): Promise<void> {
  await buildIfStale(server, { log });
  await buildIfStale(pgliteTemplate, { log });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.find((a) => a === 'client' || a === 'server');
  if (only !== 'server') await buildIfStale(client, { force });
  if (only !== 'client') {
    await buildIfStale(server, { force });
    await buildIfStale(pgliteTemplate, { force });
  }
}
