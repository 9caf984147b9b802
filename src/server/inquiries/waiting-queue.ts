/** An entry of a WaitingQueue; `dropped` is set by drop. */
export interface Droppable {
  dropped: boolean
}

// Consumed or dropped slots are reclaimed once there are at least this many, and at least half the array:
// each reclaim copies what is left, so its cost is spread over the operations that freed the slots.
const RECLAIM_AT = 1024

/**
 * Callers in order of arrival. Taking a batch reads from the head only as far as the batch needs, a
 * caller who gives up is dropped where it stands (found again only by a scan), and nothing spreads the
 * queue into a call's arguments: a long queue costs memory, never a RangeError, and no operation costs
 * more than one pass over it.
 */
export class WaitingQueue<T extends Droppable> {
  private items: (T | undefined)[] = []
  private head = 0
  /** Dropped entries still in `items`. */
  private dropped = 0

  /** Entries waiting, the dropped not counted. */
  get size(): number {
    return this.items.length - this.head - this.dropped
  }

  push(item: T): void {
    this.items.push(item)
  }

  /**
   * Takes, in order, up to `max` entries for which `free` holds; the others keep their places at the
   * head, in their order.
   */
  take(max: number, free: (item: T) => boolean): T[] {
    const taken: T[] = []
    const skipped: T[] = []
    let i = this.head
    for (; i < this.items.length && taken.length < max; i++) {
      const item = this.items[i]!
      this.items[i] = undefined
      if (item.dropped) this.dropped -= 1
      else if (free(item)) taken.push(item)
      else skipped.push(item)
    }
    // The skipped go back in the slots just read, ending where the scan stopped.
    this.head = i - skipped.length
    for (const [k, item] of skipped.entries()) this.items[this.head + k] = item
    this.reclaim()
    return taken
  }

  /** Puts `batch` back at the head, ahead of everyone waiting, in its order. */
  putBack(batch: readonly T[]): void {
    if (batch.length <= this.head) {
      this.head -= batch.length
      for (const [k, item] of batch.entries()) this.items[this.head + k] = item
    } else {
      this.items = batch.concat(this.items.slice(this.head) as T[])
      this.head = 0
    }
  }

  /** Drops an entry still waiting; it leaves the array with the next scan or reclaim. */
  drop(item: T): void {
    if (item.dropped) return
    item.dropped = true
    this.dropped += 1
    this.reclaim()
  }

  private reclaim(): void {
    const free = this.head + this.dropped
    if (free < RECLAIM_AT || free * 2 < this.items.length) return
    const kept: T[] = []
    for (let i = this.head; i < this.items.length; i++) {
      const item = this.items[i]!
      if (!item.dropped) kept.push(item)
    }
    this.items = kept
    this.head = 0
    this.dropped = 0
  }
}
