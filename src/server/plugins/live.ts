import fp from 'fastify-plugin'
import { LiveHub } from '../live/live-hub'
import { LiveAnnouncer } from '../live/live-announcer'
import { announceFollowUpsDue, pruneLiveEvents } from '../live/live-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's end of the live events every instance announces (docs/decisions/0023). */
    live: LiveHub
  }
}

// Follow-ups falling due are announced within this of their time; an hour's events are pruned each hour.
const DUE_EVERY_MS = 15_000
const PRUNE_EVERY_MS = 60 * 60_000

/**
 * Live events: the hub listens for every instance's NOTIFY once the app is ready; any instance claims the
 * follow-ups that fell due since the last claim, and forgets events older than a day.
 */
export default fp(
  async (app) => {
    const hub = new LiveHub(app.db, app.log)
    app.decorate('live', hub)
    // New inquiries' events are announced once their statement has committed, not inside it.
    const announcer = new LiveAnnouncer(app.db, (err) =>
      app.log.warn({ err }, 'live events: announcing new inquiries failed; the next notice tells of them'),
    )
    app.intake.listen(() => announcer.announce())
    const timers: NodeJS.Timeout[] = []
    let running: Promise<unknown> = Promise.resolve()
    const every = (ms: number, work: () => Promise<unknown>, failure: string) =>
      timers.push(
        setInterval(() => {
          running = work().catch((err: unknown) => app.log.warn({ err }, failure))
        }, ms).unref(),
      )
    app.addHook('onReady', async () => {
      await hub.start(app.database)
      every(DUE_EVERY_MS, () => announceFollowUpsDue(app.db), 'live events: announcing follow-ups due failed')
      every(PRUNE_EVERY_MS, () => pruneLiveEvents(app.db), 'live events: pruning old events failed')
    })
    app.addHook('preClose', async () => {
      for (const t of timers) clearInterval(t)
      await running
      await announcer.settled()
      await hub.stop()
    })
  },
  { name: 'live', dependencies: ['database', 'intake'] },
)
