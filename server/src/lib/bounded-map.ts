/**
 * A Map that holds at most `maxEntries`: setting a new key past that drops the oldest one. For state
 * kept in memory from requests anyone can send (the card sandbox), so a flood cannot grow it without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  override set(key: K, value: V): this {
    // Re-set keys move to the back, so "oldest" is "least recently written".
    if (this.has(key)) this.delete(key);
    super.set(key, value);
    while (this.size > this.maxEntries) this.delete(this.keys().next().value as K);
    return this;
  }
}
