/**
 * Every benchmark in turn (`npm run bench`): bundle size and Lighthouse against the built site, then
 * the upload memory test against the real server, then the admin list at a million rows. Run `npm run build` first. Each script prints its
 * own figures; this prints which ones ran to the end. It exits non-zero only when a script crashed
 * or could not run (a figure over its target is reported, not treated as a failure).
 *
 *   node --import tsx bench/run-all.ts [bundle] [lighthouse] [memory] [admin-list] [api] [write] [startup] [public-certificates]
 *
 * Every script ends with a line `BENCH_RESULT {"name","figures"}`; this collects them (while passing
 * the output through) and ends with one table of the key figures of every script.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BENCHES = {
  bundle: { file: 'bench/bundle-size.ts', env: {} },
  // Lighthouse drives a real Chromium; the system one unless CHROME_PATH says otherwise.
  lighthouse: { file: 'bench/lighthouse.ts', env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  memory: { file: 'bench/upload-memory.ts', env: {} },
  // Seeds a million submissions into throwaway databases (PostgreSQL when reachable, and PGlite).
  'admin-list': { file: 'bench/admin-list.ts', env: {} },
  // The built server under load: public reads beside a bare node:http server, Full LOA submissions, start-up and memory.
  api: { file: 'bench/api-throughput.ts', env: {} },
  write: { file: 'bench/write-path.ts', env: {} },
  startup: { file: 'bench/startup-memory.ts', env: {} },
  // Public certificates' badge and data (and the showcase) from memory, beside a bare server; a lookup's cost.
  'public-certificates': { file: 'bench/public-certificates.ts', env: {} },
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

type Figures = Record<string, number | string | null>;
const results: { name: BenchName; code: number; seconds: number; figures: Figures | null }[] = [];
for (const name of names) {
  const { file, env } = BENCHES[name];
  console.log(`\n=== ${name} (${file}) ===\n`);
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  let figures: Figures | null = null;
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^BENCH_RESULT (\{.*\})\s*$/.exec(line);
      if (m) figures = (JSON.parse(m[1]!) as { figures: Figures }).figures;
    }
  });
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  results.push({ name, code, seconds: (Date.now() - started) / 1000, figures });
}

console.log('\n=== summary ===\n');
console.log('| Script | Status | Figure | Value |\n| --- | --- | --- | ---: |');
for (const { name, code, seconds, figures } of results) {
  const status = `${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`;
  const entries = Object.entries(figures ?? {});
  if (!entries.length) console.log(`| ${name} | ${status} | (no BENCH_RESULT line) | |`);
  entries.forEach(([key, value], i) => console.log(`| ${i === 0 ? name : ''} | ${i === 0 ? status : ''} | ${key} | ${value ?? 'n/a'} |`));
}
if (results.some((r) => r.code !== 0)) process.exitCode = 1;
