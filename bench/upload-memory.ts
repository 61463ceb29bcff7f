/**
 * Ten concurrent 50 MB uploads against the real server in a child process: prints how much the
 * server's resident memory grew (target: about 50 MB at most). The upload streams to disk; a file
 * that is not an image is refused only after it was received whole, which is the worst case for memory.
 *
 *   node --import tsx bench/upload-memory.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const SIZE = 50 * 1024 * 1024 - 4096;

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
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
  // A big JPEG-like body: the JPEG signature, then filler. It is streamed from a file, not built in memory.
  const file = path.join(dataDir, 'big.jpg');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  for (let written = 4; written < SIZE; written += chunk.length) fs.writeSync(fd, chunk.subarray(0, Math.min(chunk.length, SIZE - written)));
  fs.closeSync(fd);

  await new Promise((r) => setTimeout(r, 1000));
  const before = rssOf(child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const form = new FormData();
      form.append('images', await fs.openAsBlob(file, { type: 'image/jpeg' }), 'big.jpg');
      const res = await fetch(`${base}/api/upload-images`, { method: 'POST', body: form });
      return res.status;
    }),
  );
  clearInterval(sampler);
  console.log(`statuses: ${results.join(' ')}`);
  console.log(`10 concurrent uploads of ${(SIZE / 1048576).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`server RSS before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${(peak - before).toFixed(1)} MB (target <= ~50 MB)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
