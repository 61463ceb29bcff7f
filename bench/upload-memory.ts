/**
 * Ten concurrent large uploads against the real server in a child process: prints how much the
 * server's own memory grew (target: about 50 MB at most). Two cases: 50 MB files that are not images
 * (streamed to disk whole, then refused by the decoder) and real 27-megapixel photos (decoded one at
 * a time into a 1600 px display copy). Measured 2026-11-21 on this machine: about 6 MB growth for the
 * first and about 60 MB for the second (it was 103 MB and 248 MB before decoding went one at a time,
 * through autoOrient, to 1600 px).
 *
 *   node --import tsx bench/upload-memory.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const SIZE = 50 * 1024 * 1024 - 4096;
// Key figures for run-all's summary (the BENCH_RESULT line).
const figures: Record<string, number> = {};

/**
 * Resident memory in MB, split the way Linux counts it: RssAnon is memory the process allocated
 * (heap, buffers, libvips' pixels); RssFile is pages of files it has mapped. libvips maps an input
 * image to read it, so while a 50 MB upload is decoded its file pages show up in RssFile: that is
 * the kernel's page cache, shared and dropped under pressure, not memory the server holds.
 */
function memoryOf(pid: number): { anon: number; file: number; total: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { anon: kb('RssAnon'), file: kb('RssFile'), total: kb('VmRSS') };
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/server.js'], {
  cwd: root,
  // Ten uploads at once all wait their turn here (the default line holds 8, decision 022): the bench
  // measures memory, not the refusal.
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', UPLOAD_DECODE_WAITING: '20' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 300) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Worst case for reading: a JPEG signature then 50 MB of filler, refused only after it was received
  // whole and handed to the decoder. Streamed from a file, not built in memory.
  const junk = path.join(dataDir, 'big.jpg');
  const fd = fs.openSync(junk, 'w');
  fs.writeSync(fd, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  for (let written = 4; written < SIZE; written += chunk.length) fs.writeSync(fd, chunk.subarray(0, Math.min(chunk.length, SIZE - written)));
  fs.closeSync(fd);
  figures['non-image growth MB'] = await measure('a 50 MB file that only starts like a JPEG', junk);

  // Worst case for decoding: a real photo-sized JPEG of random pixels (hard to compress, so large).
  const photo = path.join(dataDir, 'photo.jpg');
  const width = 6000;
  const height = 4500;
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toFile(photo);
  figures['27 MP photo growth MB'] = await measure('a real 27-megapixel JPEG', photo);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`BENCH_RESULT ${JSON.stringify({ name: 'memory', figures })}`);

async function measure(label: string, file: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000));
  const before = memoryOf(child.pid!);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = memoryOf(child.pid!);
    peak.anon = Math.max(peak.anon, now.anon);
    peak.file = Math.max(peak.file, now.file);
    peak.total = Math.max(peak.total, now.total);
  }, 20);
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const form = new FormData();
      form.append('images', await fs.openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
      const res = await fetch(`${base}/api/upload-images`, { method: 'POST', body: form });
      return res.status;
    }),
  );
  clearInterval(sampler);
  const size = fs.statSync(file).size / 1048576;
  const growth = peak.anon - before.anon;
  console.log(`\n${label}: 10 concurrent uploads of ${size.toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${results.join(' ')}`);
  console.log(`  server memory (RssAnon) before ${before.anon.toFixed(1)} MB, peak ${peak.anon.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (target <= ~50 MB): ${growth <= 50 ? 'OK' : 'OVER'}`);
  console.log(`  mapped file pages (RssFile) before ${before.file.toFixed(1)} MB, peak ${peak.file.toFixed(1)} MB: page cache of the images being decoded`);
  console.log(`  total RSS before ${before.total.toFixed(1)} MB, peak ${peak.total.toFixed(1)} MB`);
  return Math.round(growth * 10) / 10;
}
