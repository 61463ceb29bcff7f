/**
 * Every benchmark in turn (`npm run bench`): bundle size and Lighthouse against the built site, then
 * the upload memory test against the real server, then the admin list at a million rows. Run `npm run build` first. Each script prints its
 * own figures; this prints which ones ran to the end. It exits non-zero only when a script crashed
 * or could not run (a figure over its target is reported, not treated as a failure).
 *
 *   node --import tsx bench/run-all.ts [bundle] [lighthouse] [memory] [admin-list]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BENCHES = {
  bundle: { file: 'bench/bundle-size.ts', env: {} },
  // Lighthouse drives a real Chromium; the system one unless CHROME_PATH says otherwise.
  lighthouse: { file: 'bench/lighthouse.ts', env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  memory: { file: 'bench/upload-memory.ts', env: {} },
  // Seeds a million submissions into throwaway databases (PostgreSQL when reachable, and PGlite).
  'admin-list': { file: 'bench/admin-list.ts', env: {} },
} as const;
type BenchName = keyof typeof BENCHES;

const isBench = (name: string): name is BenchName => Object.hasOwn(BENCHES, name);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isBench(name));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}.`);
  process.exit(2);
}
const names = asked.length ? asked.filter(isBench) : (Object.keys(BENCHES) as BenchName[]);

const results: { name: BenchName; code: number; seconds: number }[] = [];
for (const name of names) {
  const { file, env } = BENCHES[name];
  console.log(`\n=== ${name} (${file}) ===\n`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, code: run.status ?? 1, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const { name, code, seconds } of results) console.log(`${name.padEnd(12)} ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
if (results.some((r) => r.code !== 0)) process.exitCode = 1;
