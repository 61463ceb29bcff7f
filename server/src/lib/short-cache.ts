/**
 * A tiny in-process cache for the public content lists (decision 017): an answer is kept for `ttlMs`
 * at most and dropped at once by `clear()`, which every write through the same repository calls, so
 * an admin's save is seen on the next request of this process. Other processes behind the same
 * balancer see it within `ttlMs`, and so does a scheduled post whose publish date has just come.
 * Concurrent misses for one key share a single query.
 */
/** How long a visitor's list may lag a write made through another process, or a publish date coming. */
export const PUBLIC_LIST_TTL_MS = 1000;

/** `maxEntries`: how many keys are kept (the oldest written goes first), so asking for many keys cannot grow it. */
export function createShortCache<T>(ttlMs: number, maxEntries = 200) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  let generation = 0;
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const started = generation;
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load, or one that raced a write, is not kept.
      value.then(
        () => {
          if (started !== generation) entries.delete(key);
        },
        () => entries.delete(key),
      );
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear(): void {
      generation++;
      entries.clear();
    },
    /**
     * Runs a write, clearing before it (no new reader keeps the old answer) and after it (a reader that
     * started during the write may have read the old rows: whatever it built is stale too).
     */
    async writing<R>(write: () => Promise<R>): Promise<R> {
      this.clear();
      try {
        return await write();
      } finally {
        this.clear();
      }
    },
    /** How many times clear() has run: what was built from the data at an older count is stale. */
    generation: (): number => generation,
  };
}
