/** Thrown by `tryRun` when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
  }
}

/**
 * Runs at most `limit` tasks at once; the rest wait their turn. `run` always waits; `tryRun` refuses
 * at once (QueueFullError) when `maxWaiting` tasks are already waiting, so a burst of requests cannot
 * pile up behind a slow task without bound.
 */
export function createSemaphore(limit: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let active = 0;
  const line: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line (active stays counted), so a newcomer
    // cannot slip in between and make limit + 1.
    if (active >= limit) await new Promise<void>((resolve) => line.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = line.shift();
      if (next) next();
      else active--;
    }
  }

  const isFull = () => active >= limit && line.length >= maxWaiting;

  return {
    run,
    tryRun<T>(task: () => Promise<T>): Promise<T> {
      if (isFull()) return Promise.reject(new QueueFullError());
      return run(task);
    },
    isFull,
    /** How many tasks wait for a slot. */
    get waiting() {
      return line.length;
    },
  };
}

export type Semaphore = ReturnType<typeof createSemaphore>;
