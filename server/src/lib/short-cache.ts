import type { InvalidationBus } from './invalidation-bus';

/**
 * A tiny in-process cache for the public content lists (decision 017), public certificates
 * (decision 040) and the population report (decision 041): an answer is kept for `ttlMs` at most and dropped at once by a write through the
 * same repository, so an admin's save is seen on the next request of this process. Joined to the
 * invalidation bus (`shared`), the write is told to the other processes, which drop the same key when
 * they hear it (with Redis); without it they see it within `ttlMs`, and so does a scheduled post whose
 * publish date has just come. Concurrent misses for one key share a single query.
 */
/** How long a visitor's list may lag a write made through another process, or a publish date coming. */
export const PUBLIC_LIST_TTL_MS = 1000;

/** The bus a cache joins, and its name there (the same in every process). */
export interface SharedCache {
  bus: InvalidationBus;
  name: string;
}

/** `maxEntries`: how many keys are kept (the oldest written goes first), so asking for many keys cannot grow it. */
export function createShortCache<T>(ttlMs: number, maxEntries = 200, shared?: SharedCache) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  let generation = 0;
  // Drops one key (null: all) in this process only: on a write here, and on another process's message.
  const forget = (key: string | null) => {
    generation++;
    if (key === null) entries.clear();
    else entries.delete(key);
  };
  const tell = shared ? shared.bus.join(shared.name, forget) : async () => {};
  function get(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    // Kept from the start, so that concurrent misses share it. A load that raced a write is never
    // kept past it: the write's drop (made here, or heard from another process after the write
    // committed) takes it out of the map while it runs, and nothing puts it back; only the requests
    // that joined it before the drop get what it read.
    const entry = { at: now, value: load() };
    entries.set(key, entry);
    // A failed load is not kept either.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry.value;
  }
  return {
    get,
    /**
     * As `get`, with a test of whether what it gave is still the kept answer of `key` (not dropped by
     * a write, here or heard, nor expired): how long an answer made from it may be replayed
     * (lib/answer-replay.ts). Never, when nothing is kept (ttlMs 0).
     */
    kept(key: string, load: () => Promise<T>): { value: Promise<T>; current: () => boolean } {
      const value = get(key, load);
      return {
        value,
        current: () => {
          const hit = entries.get(key);
          return hit !== undefined && hit.value === value && Date.now() - hit.at < ttlMs;
        },
      };
    },
    /** After a write that changed `key`: dropped here at once, and in the other processes once told. */
    changed(key: string): Promise<void> {
      forget(key);
      return tell(key);
    },
    /** After a write that changed every key: as `changed`, for all of them. */
    clear(): Promise<void> {
      forget(null);
      return tell(null);
    },
    /**
     * Runs a write that changes `key` (null: every key), dropping it before (no new reader keeps the old
     * answer) and after (a reader that started during the write may have read the old rows: whatever it
     * built is stale too), then tells the other processes, once the write is done (committed).
     */
    async writing<R>(write: () => Promise<R>, key: string | null = null): Promise<R> {
      forget(key);
      try {
        return await write();
      } finally {
        forget(key);
        await tell(key);
      }
    },
    /** How many times a drop has run (here or heard): what was built from the data at an older count is stale. */
    generation: (): number => generation,
  };
}
