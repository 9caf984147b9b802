/**
 * Work that runs one pass at a time and folds what is asked meanwhile into one more pass: however many
 * calls arrive while a pass runs, one pass follows it. A failed pass is reported and does not stop the one
 * asked for after it. The live hub's reads and the announcer's notices both work this way.
 */
export class OnePassAtATime {
  private running: Promise<void> | null = null
  private again = false

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Runs a pass now, or right after the pass under way. */
  run(): void {
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.passes().finally(() => {
      this.running = null
    })
  }

  /** Resolves once no pass is under way or asked for. */
  async settled(): Promise<void> {
    while (this.running) await this.running
  }

  private async passes(): Promise<void> {
    do {
      this.again = false
      try {
        await this.pass()
      } catch (err) {
        this.onError(err)
      }
    } while (this.again)
  }
}
