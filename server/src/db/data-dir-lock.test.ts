import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/support/wait';
import { acquireDataDirLock, DataDirLockedError, procStat } from './data-dir-lock';

const children: ChildProcess[] = [];
let dir: string;

/** A child of this test, killed by its own pid afterwards; resolved once it runs its program (exec done). */
async function start(command: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

const lockFile = () => path.join(dir, 'database.lock');
const startTimeOf = (pid: number) => procStat(pid)!.startTime;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe.runIf(procStat(process.pid) !== undefined)('the data folder lock (Linux)', () => {
  it('is taken over from a zombie: a server killed with its parent, not yet reaped', async () => {
    // `sleep` never reaps: the short background job it inherits from the shell (which ends after the
    // shell has become `sleep`, so the shell cannot reap it first) stays a zombie.
    const parent = await start('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 60']);
    let out = '';
    parent.stdout!.on('data', (d) => (out += String(d)));
    const zombie = Number(await waitFor(() => /^\d+\n/.exec(out)?.[0], { timeoutMs: 15_000 }));
    expect(await waitFor(() => procStat(zombie)?.state === 'Z', { timeoutMs: 15_000 })).toBe(true);
    for (const content of [String(zombie), `${zombie} ${startTimeOf(zombie)}`]) {
      fs.writeFileSync(lockFile(), content);
      const release = acquireDataDirLock(dir);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
      release();
      expect(fs.existsSync(lockFile())).toBe(false);
    }
  });

  it('is taken over from another program that got the same pid (after a restart)', async () => {
    const other = await start('sleep', ['60']);
    // A start time that is not this process's (the server that wrote it), and a lock of an older version.
    for (const content of [`${other.pid} 1`, String(other.pid)]) {
      fs.writeFileSync(lockFile(), content);
      acquireDataDirLock(dir)();
    }
  });

  it('is refused while the server that wrote it runs, with the message naming its pid', async () => {
    const server = await start(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    for (const content of [`${server.pid} ${startTimeOf(server.pid!)}`, String(server.pid)]) {
      fs.writeFileSync(lockFile(), content);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`already in use by another process (pid ${server.pid})`);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(content);
    }
  });
});
