/**
 * What bench/api-throughput.ts and bench/public-certificates.ts measure the same way: a load at the
 * given connections with the answering process's CPU per request, a response captured as a client
 * without Accept-Encoding gets it, and the bare node:http server replaying those bytes in a process
 * of its own (decision 017: in the load generator's process it would share its thread and look
 * slower than it is, 51-74 % here was 21-26 % against a bare server of its own).
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './server';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU microseconds the answering process spent per request (its user + system time over the requests). */
  cpuUs: number;
}

/** autocannon at `connections` for `seconds` against `url`, with the CPU `pid` spent; `onSample` every 200 ms. */
export async function load(url: string, pid: number, opts: { connections: number; seconds: number; onSample?: () => void }): Promise<Figures> {
  const sampler = opts.onSample ? setInterval(opts.onSample, 200) : undefined;
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds });
  const cpuUs = ((cpuSecondsOf(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  if (sampler) clearInterval(sampler);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts, cpuUs };
}

/** One response exactly as a client without Accept-Encoding gets it (autocannon sends none). */
export type Snapshot = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer };

export function snapshot(url: string): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: http.OutgoingHttpHeaders = { ...res.headers };
          for (const h of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[h];
          resolve({ status: res.statusCode ?? 200, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** A bare node:http server answering each path with the captured bytes and headers (bare-server.mjs). */
export async function bareServer(responses: Map<string, Snapshot>): Promise<{ base: string; pid: number; close(): Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.send({ responses: [...responses].map(([p, r]) => [p, { ...r, body: r.body.toString('base64') }]) });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async close() {
      child.disconnect();
      await exited;
    },
  };
}
