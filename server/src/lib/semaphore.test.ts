import { describe, expect, it } from 'vitest';
import { createSemaphore, QueueFullError } from './semaphore';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once, even when a newcomer arrives as a slot is handed over', async () => {
    const run = createSemaphore(1);
    let active = 0;
    let most = 0;
    const task = async () => {
      active++;
      most = Math.max(most, active);
      await Promise.resolve();
      active--;
    };
    const first = gate();
    const held = run.run(() => first.opened);
    const queued = [run.run(task), run.run(task)];
    first.open();
    // Arrives while the first slot passes to the next in line.
    const late = held.then(() => run.run(task));
    await Promise.all([held, ...queued, late]);
    expect(most).toBe(1);
  });

  it('refuses with QueueFullError when the waiting line is full, and takes tasks again once it has room', async () => {
    const queue = createSemaphore(1, 1);
    const first = gate();
    const held = queue.run(() => first.opened);
    const waiting = queue.tryRun(async () => 'waited');
    expect(queue.waiting).toBe(1);
    expect(queue.isFull()).toBe(true);
    await expect(queue.tryRun(async () => 'refused')).rejects.toBeInstanceOf(QueueFullError);
    first.open();
    await held;
    expect(await waiting).toBe('waited');
    expect(await queue.tryRun(async () => 'again')).toBe('again');
  });
});
