/**
 * Where a server's time went, from a V8 CPU profile (`--cpu-prof`, e.g. through bench/api-throughput.ts's
 * BENCH_NODE_ARGS): self time by package (or "node:" internals, "(garbage collector)", "(idle)"), then
 * the heaviest functions, then total (inclusive) time of the functions whose name or file matches an
 * optional filter. No flame-graph tool needed. A start-up (migrations, the demo seed) weighs on the
 * whole profile: skip its first seconds to see the load alone.
 *
 *   node bench/support/profile-top.mjs path/to/CPU.cpuprofile [rows, default 30] [filter or ""] [seconds to skip, or -N: the last N only]
 */
import fs from 'node:fs';

const [file, rowsArg, filter, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.mjs <file.cpuprofile> [rows] [filter]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
// A negative number keeps the last seconds only (the load after a start-up of unknown length).
const span = profile.timeDeltas.reduce((a, b) => a + b, 0);
const skipArgUs = Number(skipArg ?? 0) * 1e6;
const skipUs = skipArgUs < 0 ? span + skipArgUs : skipArgUs;
let at = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  at += profile.timeDeltas[i];
  if (at < skipUs) continue;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

function where(url) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url.split('/')[0];
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  const src = /\/(server\/src|shared|dist\/server)\/(.*)$/.exec(url);
  return src ? `${src[1]}/${src[2]}` : url;
}
const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;

function top(map, title) {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${pct(v)}  ${k}`);
}

const byPackage = new Map();
const byFunction = new Map();
for (const [id, us] of self) {
  const n = byId.get(id);
  const pkg = n.callFrame.url ? where(n.callFrame.url).split('/').slice(0, 1).join('/') : n.callFrame.functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  byFunction.set(label(n), (byFunction.get(label(n)) ?? 0) + us);
}
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
top(byPackage, 'self time by package');
top(byFunction, 'self time by function');

if (filter) {
  // Inclusive time: each sample counted once for every distinct matching frame on its stack.
  const inclusive = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      const l = label(n);
      if (!seen.has(l) && l.toLowerCase().includes(filter.toLowerCase())) {
        seen.add(l);
        inclusive.set(l, (inclusive.get(l) ?? 0) + us);
      }
    }
  }
  top(inclusive, `total time of frames matching "${filter}"`);
}
