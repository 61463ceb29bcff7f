import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the client (`vite build` into dist/client) only when what it is built from has changed since
 * the last build: the browser tests and `npm test` call it, so a run that changed only server code or
 * tests builds nothing. What counts is the content of the build's inputs, not their dates (a fresh
 * clone or a `git checkout` touches every date).
 */

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = ['client', 'shared', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const stampFile = path.join(root, 'dist', 'client-build.sha256');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    // Tests are not part of the build: changing one must not rebuild.
    .filter((f) => !/\.test\.tsx?$/.test(f));
}

/** A SHA-256 over the names and contents of every input file. */
export function clientInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Runs `vite build` when the build is stale; returns whether it built. */
export function buildClientIfStale(log: (line: string) => void = console.log): boolean {
  const hash = clientInputsHash();
  if (fs.existsSync(builtIndex) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash) {
    log('[build] dist/client is up to date: not rebuilt');
    return false;
  }
  log('[build] dist/client is missing or out of date: vite build');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, `${hash}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildClientIfStale();
}
