import fs from 'node:fs';
import type { RunTimings } from './timings-reporter';

/**
 * Prints the table that ends `.ci/run`: the steps it timed itself (install, build, total), each test
 * project of each Vitest run, and the ten slowest test files.
 * Usage: timings-table.ts <steps.tsv> <run.json>...  (steps: "name<TAB>seconds" per line)
 */
const [stepsFile, ...runFiles] = process.argv.slice(2);
if (!stepsFile) throw new Error('usage: timings-table.ts <steps.tsv> <run.json>...');

const rows: [string, string][] = [];
const steps = fs.existsSync(stepsFile)
  ? fs.readFileSync(stepsFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => line.split('\t') as [string, string])
  : [];
const total = steps.find(([name]) => name === 'total');
for (const [name, seconds] of steps) if (name !== 'total') rows.push([name, seconds]);

const runs: RunTimings[] = runFiles.filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as RunTimings);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const run of runs) {
  for (const [project, p] of Object.entries(run.projects)) {
    rows.push([`${run.label}: ${project} (${p.files} files, ${p.tests} tests)`, p.seconds.toFixed(0)]);
  }
  passed += run.passed;
  failed += run.failed;
  skipped += run.skipped;
}
if (total) rows.push(['total', total[1]]);

const width = Math.max(...rows.map(([name]) => name.length), 10);
console.log('\nTimings (wall-clock seconds; the Node 24 run overlaps the Node 20 one)');
console.log(`${'step'.padEnd(width)}  seconds`);
for (const [name, seconds] of rows) console.log(`${name.padEnd(width)}  ${seconds.padStart(7)}`);

// The tests that wait on a spawned process are scheduled apart from everything else (vitest.config.ts,
// .ci/run): say whether any other project of any run was running while they did.
const spans = runs.flatMap((run) =>
  Object.entries(run.projects).flatMap(([project, p]) => (p.start && p.end ? [{ name: `${run.label}: ${project}`, project, start: p.start, end: p.end }] : [])),
);
const beside = spans
  .filter((s) => s.project.startsWith('processes-'))
  .flatMap((s) => spans.filter((o) => o !== s && !o.project.startsWith('processes-') && o.start < s.end && s.start < o.end).map((o) => `${s.name} beside ${o.name}`));
console.log(`\nProcess tests beside other tests: ${beside.length === 0 ? 'none' : beside.join('; ')}`);

const slowest = runs.flatMap((run) => run.files.map((f) => ({ ...f, label: run.label }))).sort((a, b) => b.seconds - a.seconds).slice(0, 10);
console.log('\nThe ten slowest test files');
for (const f of slowest) console.log(`${f.seconds.toFixed(1).padStart(7)}  ${f.label}: ${f.project}  ${f.file}`);
// Failures last but one, so that the end of the log names them even when only its tail is kept.
const failures = runs.flatMap((run) => (run.failures ?? []).map((f) => ({ ...f, label: run.label })));
if (failures.length > 0) {
  console.log('\nFailed');
  for (const f of failures) console.log(`  ${f.label}: ${f.file} > ${f.test}\n      ${f.error}`);
}
// The plain closing line: every test of every run.
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
