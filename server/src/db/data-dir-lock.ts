import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface ProcStat {
  /** R, S, D, Z (zombie), X (dead)… */
  state: string;
  /** Field 22: when the process started, in clock ticks since boot. With the pid, names one process for good. */
  startTime: string;
}

/**
 * What Linux says of a process (/proc/<pid>/stat): undefined without /proc (another system), null when
 * there is no such process. The name (field 2) may hold spaces and parentheses: fields are read after the last ')'.
 */
export function procStat(pid: number): ProcStat | null | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // After ") ": field 3 (state) onwards, so field 22 is the 20th.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

/** A lock written before the start time was recorded: its pid counts as ours only when it runs Node. */
function runsNode(pid: number): boolean {
  try {
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(path.basename(argv0));
  } catch {
    // Unreadable (another user's process): assume the worst, that it is a server.
    return true;
  }
}

/**
 * Whether the process that wrote the lock still holds it. Liveness alone is not enough: a server killed
 * with its parent stays a zombie (alive to kill(pid, 0)) until someone reaps it, and after a reboot any
 * other program may get the same pid. On Linux the lock records the holder's start time: a zombie, a dead
 * process or another process under the same pid has given the folder up.
 */
export function holdsLock(pid: number, startTime: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat === undefined) return isAlive(pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return startTime ? stat.startTime === startTime : runsNode(pid);
}

/** The lock file's line: the pid, then (on Linux) its start time. */
function lockLine(): string {
  const start = procStat(process.pid)?.startTime;
  return start ? `${process.pid} ${start}` : String(process.pid);
}

/**
 * PGlite has no protection against two processes opening one folder (it loses rows, and can corrupt
 * the folder), so a lock file holding our pid guards DATA_DIR. A lock left by a killed process is
 * taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'database.lock');
  const line = lockLine();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, line);
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === line) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText, startTime] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const pid = Number.parseInt(pidText ?? '', 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && holdsLock(pid, startTime)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is already in use by another process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}`);
}
