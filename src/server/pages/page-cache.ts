/**
 * Rendered pages kept in memory, keyed by what they were rendered from. Two shelves: the pages named
 * up front (the sitemap's) are kept for the life of the process, which serves one build; any other
 * page worth keeping goes on a shelf of at most `maxOthers`, the least recently used leaving first, so
 * a flood of distinct addresses costs renders, never memory. Concurrent requests for a page not yet
 * rendered share one render.
 */
export class PageCache<Page> {
  private readonly kept = new Map<string, Promise<Page>>()
  private readonly others = new Map<string, Promise<Page>>()

  constructor(
    private readonly keptKeys: ReadonlySet<string>,
    private readonly maxOthers: number,
    /** Whether a rendered page may be stored (a 404 or a failure is rendered again on each request). */
    private readonly storable: (page: Page) => boolean,
  ) {}

  async get(key: string, render: () => Promise<Page>): Promise<Page> {
    const shelf = this.keptKeys.has(key) ? this.kept : this.others
    const stored = shelf.get(key)
    if (stored) {
      if (shelf === this.others) {
        shelf.delete(key)
        shelf.set(key, stored)
      }
      return stored
    }
    const pending = render()
    shelf.set(key, pending)
    if (shelf === this.others && shelf.size > this.maxOthers) shelf.delete(shelf.keys().next().value!)
    const forget = () => {
      if (shelf.get(key) === pending) shelf.delete(key)
    }
    try {
      const page = await pending
      if (!this.storable(page)) forget()
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
