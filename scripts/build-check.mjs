// What `npm start` runs before the server: whether dist/ is up to date with its sources, and the build
// (scripts/build.ts, through tsx) only when it is not. Plain JavaScript on purpose: loading tsx and
// esbuild to find that nothing changed cost about a second of every start (decision 031); this
// file needs no loader. It is also the one place that names each build's inputs and compares their hash,
// which scripts/build.ts imports (types in build-check.d.mts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Each build: its name (dist/<name>.sha256 holds its inputs' hash), the files and folders it reads, a file it writes. */
export const targets = {
  client: {
    name: 'dist/client',
    inputs: ['client', 'shared', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'],
    output: 'dist/client/index.html',
  },
  server: {
    name: 'dist/server',
    inputs: ['server/src', 'shared', 'scripts/admin.ts', 'scripts/build.ts', 'scripts/build-check.mjs', 'tsconfig.json', 'package-lock.json'],
    output: 'dist/server/server.js',
  },
  pgliteTemplate: {
    name: 'dist/pglite-template',
    inputs: ['server/src/db/migrations', 'server/src/db/pglite.ts', 'package-lock.json'],
    output: 'dist/pglite-template.tar.gz',
  },
};

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return (
    fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
      // Tests are not part of a build: changing one must not rebuild.
      .filter((f) => !/\.test\.tsx?$/.test(f))
  );
}

/**
 * A SHA-256 over the names and contents of every input file. Contents, not dates: a fresh clone or a
 * `git checkout` touches every date, and a date can stay the same across a change (a copy that keeps it).
 */
export function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const stampFile = (target) => path.join(root, `${target.name}.sha256`);

/** The inputs' hash now, and whether the output exists and was built from exactly these inputs. */
export function freshness(target) {
  const hash = inputsHash(target.inputs);
  const file = stampFile(target);
  const upToDate = fs.existsSync(path.join(root, target.output)) && fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === hash;
  return { hash, upToDate };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const stale = Object.values(targets).filter((t) => !freshness(t).upToDate);
  if (stale.length === 0) {
    console.log('[build] dist/ is up to date: nothing to build');
  } else {
    // The build itself (Vite, esbuild, the database template) is TypeScript: run it through tsx.
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
    process.exitCode = result.status ?? 1;
  }
}
