/**
 * How the processes behind one balancer tell each other that something they keep in memory has
 * changed (decision 040): a short cache joins under a name and says which key changed after a write;
 * every other process drops that key. Without Redis there is no one to tell: each process drops its
 * own copy and the others' expire with their TTL.
 */
export interface InvalidationBus {
  /**
   * Joins the cache called `name`: `drop(key)` runs when another process changed `key` (null: every
   * key, also after this process may have missed messages). Returns how to tell the others, which
   * resolves once the message is sent (or could not be: it never throws, the TTL is the bound then).
   */
  join(name: string, drop: (key: string | null) => void): (key: string | null) => Promise<void>;
}

/** One process alone: nothing to tell. */
export const localOnly: InvalidationBus = {
  join: () => async () => {},
};
