/** A page on a shelf: being rendered, or rendered (`page` set once its render has settled). */
interface Entry<Page> {
  pending: Promise<Page>
  page?: Page
}

/**
 * Rendered pages kept in memory, keyed by what they were rendered from. Two shelves: the pages named
 * up front (the sitemap's) are kept for the life of the process, which serves one build; any other
 * page worth keeping goes on a shelf of at most `maxOthers`, the least recently used leaving first, so
 * a flood of distinct addresses costs renders, never memory. Concurrent requests for a page not yet
 * rendered share one render.
 */
export class PageCache<Page> {
  private readonly kept = new Map<string, Entry<Page>>()
  private readonly others = new Map<string, Entry<Page>>()

  constructor(
    private readonly keptKeys: ReadonlySet<string>,
    private readonly maxOthers: number,
    /** Whether a rendered page may be stored (a 404 or a failure is rendered again on each request). */
    private readonly storable: (page: Page) => boolean,
  ) {}

  private shelf(key: string) {
    return this.keptKeys.has(key) ? this.kept : this.others
  }

  /** The stored entry for `key`, marked as just used. */
  private touch(key: string): Entry<Page> | undefined {
    const shelf = this.shelf(key)
    const stored = shelf.get(key)
    if (stored && shelf === this.others) {
      shelf.delete(key)
      shelf.set(key, stored)
    }
    return stored
  }

  /**
   * The page stored under `key` if it has been rendered, without waiting: nearly every request is for
   * one, and answering it in the same turn spares each the promises `get` would take (decision 0032).
   */
  peek(key: string): Page | undefined {
    return this.touch(key)?.page
  }

  async get(key: string, render: () => Promise<Page>): Promise<Page> {
    const stored = this.touch(key)
    if (stored) return stored.pending
    const shelf = this.shelf(key)
    const entry: Entry<Page> = { pending: render() }
    shelf.set(key, entry)
    if (shelf === this.others && shelf.size > this.maxOthers) shelf.delete(shelf.keys().next().value!)
    const forget = () => {
      if (shelf.get(key) === entry) shelf.delete(key)
    }
    try {
      const page = await entry.pending
      if (this.storable(page)) entry.page = page
      else forget()
      return page
    } catch (err) {
      forget()
      throw err
    }
  }

  /** How many pages are stored or being rendered. */
  get size(): number {
    return this.kept.size + this.others.size
  }
}
