import { TRPCError } from '@trpc/server'
import { permitted, router } from '../init'
import {
  ADMIN_INQUIRY_MESSAGES,
  addNoteSchema,
  arrivalsSchema,
  assignSchema,
  bulkUpdateSchema,
  inquiryChartsSchema,
  inquiryExportSchema,
  inquiryFiltersSchema,
  inquiryIdSchema,
  inquiryListSchema,
  logContactSchema,
  setFollowUpSchema,
  setStatusSchema,
} from '../../../shared/schemas/admin-inquiries'
import { contactUsedSchema } from '../../../shared/schemas/access-log'
import { loggedFilters, whoLooked } from '../../access/access-log-store'
import { countInquiries, inquiryArrivals, listInquiries } from '../../inquiries/admin-inquiry-list'
import { getInquiryDetail, isVisible } from '../../inquiries/admin-inquiry-detail'
import {
  addInquiryNote,
  assignInquiry,
  bulkUpdateInquiries,
  openInquiry,
  setInquiryStatus,
} from '../../inquiries/inquiry-triage'
import { inquiryCharts } from '../../inquiries/inquiry-charts'
import { exportInquiriesCsv } from '../../inquiries/inquiry-export'
import { logInquiryContact, setInquiryFollowUp } from '../../inquiries/inquiry-contact'
import { myDay, myDayIds, overdueCount } from '../../inquiries/my-day'
import { speedToContact } from '../../inquiries/speed-to-contact'
import { inquiriesOfContact, relatedInquiries } from '../../inquiries/related-inquiries'
import { addInquirySchema, samePersonSchema } from '../../../shared/schemas/add-inquiry'
import { addInquiry } from '../../inquiries/add-inquiry'

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: ADMIN_INQUIRY_MESSAGES.notFound })

function found<T>(value: T | null): T {
  if (value === null) throw notFound()
  return value
}

/**
 * The back office's inquiries: the table, its counts and charts, a lead's detail, triage and export. Every
 * read and change is scoped to the member (a counsellor's own and unassigned leads), and each read of
 * personal data leaves one access-log entry (docs/decisions/0022).
 */
export const adminInquiriesRouter = router({
  list: permitted('inquiries.read', 'inquiry.list')
    .input(inquiryListSchema)
    .query(async ({ ctx, input }) => {
      const page = await listInquiries(ctx.db, input, ctx.member)
      await ctx.logAccess({
        action: 'inquiry.list',
        inquiryIds: page.rows.map((r) => r.id),
        rowCount: page.rows.length,
        detail: loggedFilters(input),
      })
      return page
    }),

  counts: permitted('inquiries.read')
    .input(inquiryFiltersSchema)
    .query(({ ctx, input }) => countInquiries(ctx.db, input, ctx.member)),

  charts: permitted('reports.read')
    .input(inquiryChartsSchema)
    .query(({ ctx, input }) => inquiryCharts(ctx.db, input, ctx.member)),

  /** How many inquiries arrived after the newest the page has seen, so it can announce them. */
  arrivals: permitted('inquiries.read')
    .input(arrivalsSchema)
    .query(({ ctx, input }) => inquiryArrivals(ctx.db, input.afterId, ctx.member)),

  byId: permitted('inquiries.read', 'inquiry.view')
    .input(inquiryIdSchema)
    .query(async ({ ctx, input }) => {
      const detail = found(await getInquiryDetail(ctx.db, input.id, ctx.member))
      await ctx.logAccess({ action: 'inquiry.view', inquiryIds: [detail.id] })
      return detail
    }),

  /** The same person's other inquiries (a shared e-mail or mobile), newest first. */
  related: permitted('inquiries.read', 'inquiry.related')
    .input(inquiryIdSchema)
    .query(async ({ ctx, input }) => {
      const related = found(await relatedInquiries(ctx.db, input.id, ctx.member))
      await ctx.logAccess({ action: 'inquiry.related', inquiryIds: [input.id, ...related.items.map((r) => r.id)] })
      return related
    }),

  /**
   * An inquiry a member adds by hand (a walk-in, a phone call), stored through the intake with channel
   * 'admin': the owner rules apply unless the member chooses an owner; a counsellor's is their own.
   */
  create: permitted('inquiries.add')
    .input(addInquirySchema)
    .mutation(({ ctx, input }) => addInquiry(ctx.db, ctx.intake, input, ctx.member)),

  /** The inquiries of whoever has this e-mail or mobile, shown before a member adds the same person again. */
  samePerson: permitted('inquiries.add', 'inquiry.related')
    .input(samePersonSchema)
    .query(async ({ ctx, input }) => {
      const found = await inquiriesOfContact(ctx.db, input, ctx.member)
      await ctx.logAccess({
        action: 'inquiry.related',
        inquiryIds: found.items.map((r) => r.id),
        rowCount: found.items.length,
        detail: { view: 'add-inquiry' },
      })
      return found
    }),

  /** "Who looked at this": the inquiry's last 20 access-log entries, for owners. */
  accessLog: permitted('accessLog.read')
    .input(inquiryIdSchema)
    .query(({ ctx, input }) => whoLooked(ctx.db, input.id)),

  /** A quick action (call, WhatsApp, e-mail) used the lead's phone or e-mail: logged, nothing else changes. */
  contactUsed: permitted('inquiries.work', 'contact.call')
    .input(contactUsedSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await isVisible(ctx.db, input.id, ctx.member))) throw notFound()
      await ctx.logAccess({ action: `contact.${input.channel}`, inquiryIds: [input.id] })
      return { ok: true as const }
    }),

  /** Marks the inquiry read (the first time only) when a member opens it. */
  open: permitted('inquiries.work')
    .input(inquiryIdSchema)
    .mutation(async ({ ctx, input }) => found(await openInquiry(ctx.db, input.id, ctx.member))),

  setStatus: permitted('inquiries.work')
    .input(setStatusSchema)
    .mutation(async ({ ctx, input }) => found(await setInquiryStatus(ctx.db, input.id, input.status, ctx.member))),

  /** Hands the inquiry to a member; a counsellor only takes an unassigned one for themselves. */
  assign: permitted('inquiries.work')
    .input(assignSchema)
    .mutation(async ({ ctx, input }) => found(await assignInquiry(ctx.db, input.id, input.ownerUid, ctx.member))),

  addNote: permitted('inquiries.work')
    .input(addNoteSchema)
    .mutation(async ({ ctx, input }) => found(await addInquiryNote(ctx.db, input.id, input.body, ctx.member))),

  /** A contact attempt (call, WhatsApp, e-mail) and its outcome; the first one meets the first-contact deadline. */
  logContact: permitted('inquiries.work')
    .input(logContactSchema)
    .mutation(({ ctx, input }) => logInquiryContact(ctx.db, input, ctx.member)),

  /** The inquiry's one open follow-up; `dueAt: null` marks it done. */
  setFollowUp: permitted('inquiries.work')
    .input(setFollowUpSchema)
    .mutation(({ ctx, input }) => setInquiryFollowUp(ctx.db, input, ctx.member)),

  /** The caller's day at the desk: overdue and today's follow-ups, late leads (theirs and nobody's). */
  myDay: permitted('inquiries.read', 'inquiry.list').query(async ({ ctx }) => {
    const day = await myDay(ctx.db, ctx.member)
    const ids = myDayIds(day)
    await ctx.logAccess({ action: 'inquiry.list', inquiryIds: ids, rowCount: ids.length, detail: { view: 'my-day' } })
    return day
  }),

  /** The caller's overdue follow-ups, for the navigation's badge. */
  overdueCount: permitted('inquiries.read').query(({ ctx }) => overdueCount(ctx.db, ctx.member)),

  /**
   * Median time to first contact and the shares within the deadline, 5 minutes and an hour (office time), by
   * owner and week, under the filters.
   */
  speedToContact: permitted('reports.read')
    .input(inquiryFiltersSchema)
    .query(({ ctx, input }) => speedToContact(ctx.db, input, ctx.member)),

  bulkUpdate: permitted('inquiries.assign')
    .input(bulkUpdateSchema)
    .mutation(({ ctx, input }) => bulkUpdateInquiries(ctx.db, input, ctx.member)),

  /**
   * The selected inquiries as CSV, streamed in chunks (httpBatchStreamLink) from a cursor over the
   * database: never the whole file in memory. The first chunk starts with a UTF-8 BOM and the header.
   * Its access-log entry (filters and row count) is written when the stream ends, however it ends.
   */
  export: permitted('inquiries.export', 'inquiry.export')
    .input(inquiryExportSchema)
    .query(async function* ({ ctx, input, signal }) {
      let rows = 0
      try {
        for await (const chunk of exportInquiriesCsv(ctx.db, input, ctx.member, signal)) {
          rows += chunk.rows
          yield chunk
        }
      } finally {
        await ctx.logAccess({ action: 'inquiry.export', inquiryIds: [], rowCount: rows, detail: loggedFilters(input) })
      }
    }),
})
