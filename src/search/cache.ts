/** A small least-recently-used map: the results of the last `size` queries. */
export class LruCache<V> {
  private map = new Map<string, V>()
  constructor(readonly size = 100) {}

  get(key: string): V | undefined {
    const v = this.map.get(key)
    if (v === undefined) return undefined
    // Map keeps insertion order: re-inserting makes this the newest entry.
    this.map.delete(key)
    this.map.set(key, v)
    return v
  }

  set(key: string, value: V): void {
    this.map.delete(key)
    this.map.set(key, value)
    while (this.map.size > this.size) this.map.delete(this.map.keys().next().value!)
  }

  has(key: string): boolean {
    return this.map.has(key)
  }

  get length(): number {
    return this.map.size
  }

  clear(): void {
    this.map.clear()
  }
}
