import { TRPCError, tracked } from '@trpc/server'
import { permitted, publicProcedure, router } from '../init'
import { liveEventsInputSchema } from '../../../shared/schemas/live'
import { ACCESS_MESSAGES } from '../../../shared/access-messages'
import { TEAM_MESSAGES } from '../../../shared/schemas/admin'
import { can } from '../../../shared/permissions'
import type { Member } from '../../auth/identity'
import { makeTicket, readTicket } from '../../live/live-ticket'
import { eventsAfter, MISSED_LIMIT, type StoredLiveEvent } from '../../live/live-store'
import { hears, viewOf } from '../../live/live-view'
import { roleOf } from '../../users/user-store'
import { appendAccess } from '../../access/access-log-store'

/** How often an open stream checks that its member still holds the role it opened with. */
const ROLE_CHECK_MS = 30_000

/**
 * The stream's caller, from the ticket its link sent (admin.live.ticket), with their role read now: an
 * EventSource cannot carry the Authorization header. 401 without a valid ticket, 403 off the team.
 */
const streamProcedure = publicProcedure.meta({ permission: 'backOffice.open' }).use(async ({ ctx, next }) => {
  const ticket = await readTicket(ctx.db, ctx.connectionParams?.ticket)
  if (!ticket) throw new TRPCError({ code: 'UNAUTHORIZED', message: ACCESS_MESSAGES.signInRequired.description })
  const role = await roleOf(ctx.db, ticket.uid)
  if (!role) throw new TRPCError({ code: 'FORBIDDEN', message: ACCESS_MESSAGES.notAdmin.description })
  if (!can(role, 'backOffice.open')) throw new TRPCError({ code: 'FORBIDDEN', message: TEAM_MESSAGES.roleForbids })
  const member: Member = {
    uid: ticket.uid,
    role,
    email: null,
    emailVerified: false,
    name: null,
    picture: null,
    phoneNumber: null,
  }
  return next({ ctx: { member, ticketExpiresAt: ticket.expiresAt } })
})

/** The back office live (docs/decisions/0023). */
export const adminLiveRouter = router({
  /**
   * A ticket to open the stream with, for ten minutes; made only for a verified member. With it, the
   * position of the events now: a stream reopened after one that heard nothing asks for what came after it.
   */
  ticket: permitted('backOffice.open').mutation(async ({ ctx }) => ({
    ...(await makeTicket(ctx.db, ctx.member.uid)),
    position: ctx.live.position,
  })),

  /**
   * New inquiries, members' changes and follow-ups falling due, as they commit on any instance, each
   * once and in order, for what the member may read. With `lastEventId` (tracked ids: the link sends it
   * on reconnecting), what was missed meanwhile comes first. The stream ends when its ticket expires or
   * the member's role changes; the browser then opens it again with a new ticket.
   */
  events: streamProcedure.input(liveEventsInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const { member, ticketExpiresAt } = ctx
    const pending: StoredLiveEvent[] = []
    let wake = () => {}
    const unsubscribe = ctx.live.subscribe((events) => {
      for (const e of events) if (hears(member, e)) pending.push(e)
      wake()
    })
    // The leads whose names a toast showed: one access-log entry per check, not one per event.
    let named: number[] = []
    const logNamed = async () => {
      if (!named.length) return
      const inquiryIds = [...new Set(named)]
      named = []
      await appendAccess(ctx.db, member, { action: 'inquiry.list', inquiryIds, detail: { view: 'live' } })
    }
    // The caller leaving, or this instance stopping: the stream ends either way.
    const ended = AbortSignal.any([ctx.live.closing.signal, ...(signal ? [signal] : [])])
    ended.addEventListener('abort', () => wake(), { once: true })
    try {
      let last = 0n
      if (input?.lastEventId) {
        last = BigInt(input.lastEventId)
        // Up to the hub's position only: beyond it an id may still be missing (committing), and the hub hands
        // those on in order once they are settled.
        const upTo = BigInt(ctx.live.position)
        const missed = await eventsAfter(ctx.db, input.lastEventId, MISSED_LIMIT)
        pending.unshift(...missed.filter((e) => BigInt(e.id) <= upTo && hears(member, e)))
      }
      let checkAt = Date.now() + ROLE_CHECK_MS
      while (!ended.aborted) {
        while (pending.length) {
          const e = pending.shift()!
          if (BigInt(e.id) <= last) continue
          last = BigInt(e.id)
          const view = viewOf(member, e)
          if (view.lead) named.push(view.inquiryId)
          yield tracked(view.id, view)
        }
        const wait = Math.min(checkAt, ticketExpiresAt) - Date.now()
        if (wait <= 0) {
          if (Date.now() >= ticketExpiresAt) return
          const role = await roleOf(ctx.db, member.uid)
          if (role !== member.role || !can(role, 'backOffice.open')) return
          await logNamed()
          checkAt = Date.now() + ROLE_CHECK_MS
          continue
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        wake = () => {}
      }
    } finally {
      // Written before the stream lets go of the hub, which waits for its streams before the database closes.
      await logNamed().catch((err: unknown) => ctx.log.warn({ err }, 'live: the access-log entry of a stream failed'))
      unsubscribe()
    }
  }),
})
