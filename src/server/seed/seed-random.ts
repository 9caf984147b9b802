/**
 * A small seeded generator: the same seed gives the same inquiries on every run, so benchmark figures
 * taken on two databases compare like with like. Math.random cannot be seeded.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: fast, 32 bits of state, plenty for test data. */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Picks by weight; `table` comes from `weighted` so the sums are computed once. */
  pickWeighted<T>(table: WeightedTable<T>): T {
    const target = this.next() * table.total
    const { cumulative, items } = table
    for (let i = 0; i < cumulative.length; i++) if (target < cumulative[i]!) return items[i]!
    return items[items.length - 1]!
  }
}

export interface WeightedTable<T> {
  items: T[]
  cumulative: number[]
  total: number
}

export function weighted<T>(entries: ReadonlyArray<readonly [T, number]>): WeightedTable<T> {
  let total = 0
  const cumulative = entries.map(([, w]) => (total += w))
  return { items: entries.map(([item]) => item), cumulative, total }
}
