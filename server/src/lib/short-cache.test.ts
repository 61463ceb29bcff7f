import { describe, expect, it } from 'vitest';
import type { InvalidationBus } from './invalidation-bus';
import { createShortCache } from './short-cache';

/** Processes on one bus, as Redis joins them: a message reaches every other member of the same name. */
function fakeBus() {
  const members: { name: string; drop: (key: string | null) => void }[] = [];
  const sent: { name: string; key: string | null }[] = [];
  const processBus = (): InvalidationBus => ({
    join(name, drop) {
      const me = { name, drop };
      members.push(me);
      return async (key) => {
        sent.push({ name, key });
        for (const m of members) if (m !== me && m.name === name) m.drop(key);
      };
    },
  });
  return { processBus, sent };
}

/** A load the test finishes when it wants, counting how many were started. */
function loads() {
  let started = 0;
  const pending: ((value: string) => void)[] = [];
  return {
    load: () =>
      new Promise<string>((resolve) => {
        started++;
        pending.push(resolve);
      }),
    finish: (value: string) => pending.shift()!(value),
    started: () => started,
  };
}

describe('short cache on an invalidation bus', () => {
  it("drops a key in another process when one process says it changed, and only that key", async () => {
    const { processBus } = fakeBus();
    const here = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    const there = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    let version = 'old';
    await there.get('a', async () => `a-${version}`);
    await there.get('b', async () => `b-${version}`);
    version = 'new';
    expect(await there.get('a', async () => `a-${version}`)).toBe('a-old');
    await here.changed('a');
    expect(await there.get('a', async () => `a-${version}`)).toBe('a-new');
    expect(await there.get('b', async () => `b-${version}`)).toBe('b-old');
    await here.clear();
    expect(await there.get('b', async () => `b-${version}`)).toBe('b-new');
  });

  it('never keeps a load that started before a drop heard from another process (it read the rows before the write)', async () => {
    const { processBus } = fakeBus();
    const writer = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    const reader = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    const l = loads();
    // The reader asks the database just before the write commits…
    const early = reader.get('n', l.load);
    // …the write commits and is told; the reader's load answers only after that, with the old rows.
    await writer.changed('n');
    l.finish('Valid');
    expect(await early).toBe('Valid');
    // The next request does not get that answer: it loads again, and keeps what it read.
    const next = reader.get('n', l.load);
    expect(l.started()).toBe(2);
    l.finish('Revoked');
    expect(await next).toBe('Revoked');
    expect(await reader.get('n', l.load)).toBe('Revoked');
    expect(l.started()).toBe(2);
  });

  it('lets the requests that joined a load before the drop share it, and none after', async () => {
    const { processBus } = fakeBus();
    const writer = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    const reader = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    const l = loads();
    const first = reader.get('n', l.load);
    const joined = reader.get('n', l.load);
    expect(l.started()).toBe(1);
    await writer.changed('n');
    const after = reader.get('n', l.load);
    expect(l.started()).toBe(2);
    l.finish('old');
    l.finish('new');
    expect([await first, await joined, await after]).toEqual(['old', 'old', 'new']);
  });

  it('a stale load that fails after the drop does not remove the fresh entry', async () => {
    const reader = createShortCache<string>(60_000, 10);
    let rejectOld!: (err: Error) => void;
    const old = reader.get('n', () => new Promise<string>((_, reject) => (rejectOld = reject)));
    await reader.changed('n');
    expect(await reader.get('n', async () => 'fresh')).toBe('fresh');
    rejectOld(new Error('database away'));
    await expect(old).rejects.toThrow('database away');
    expect(await reader.get('n', async () => 'loaded again')).toBe('fresh');
  });

  it('tells the others once the write is done, never before, and counts heard drops in its generation', async () => {
    const { processBus, sent } = fakeBus();
    const writer = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    const other = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'c' });
    let commit!: () => void;
    const writing = writer.writing(() => new Promise<void>((resolve) => (commit = resolve)), 'k');
    await Promise.resolve();
    expect(sent).toEqual([]);
    const before = other.generation();
    commit();
    await writing;
    expect(sent).toEqual([{ name: 'c', key: 'k' }]);
    // Content pages rendered from the other process's lists are rebuilt (content-page-render.ts).
    expect(other.generation()).toBeGreaterThan(before);
  });

  it('hears only its own name, and keeps working alone without a bus', async () => {
    const { processBus } = fakeBus();
    const blog = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'blog' });
    const collection = createShortCache<string>(60_000, 10, { bus: processBus(), name: 'collection' });
    await collection.get('visible', async () => 'kept');
    await blog.clear();
    expect(await collection.get('visible', async () => 'reloaded')).toBe('kept');
    const alone = createShortCache<string>(60_000, 10);
    await alone.get('k', async () => 'one');
    await alone.changed('k');
    expect(await alone.get('k', async () => 'two')).toBe('two');
  });
});
