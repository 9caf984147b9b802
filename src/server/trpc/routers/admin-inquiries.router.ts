import { TRPCError } from '@trpc/server'
import { adminProcedure, router } from '../init'
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
import { countInquiries, inquiryArrivals, listInquiries } from '../../inquiries/admin-inquiry-list'
import { getInquiryDetail } from '../../inquiries/admin-inquiry-detail'
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
import { myDay, overdueCount } from '../../inquiries/my-day'
import { speedToContact } from '../../inquiries/speed-to-contact'
import { relatedInquiries } from '../../inquiries/related-inquiries'

function found<T>(value: T | null): T {
  if (value === null) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_INQUIRY_MESSAGES.notFound })
  return value
}

/** The back office's inquiries: the table, its counts and charts, a lead's detail, triage and export. */
export const adminInquiriesRouter = router({
  list: adminProcedure.input(inquiryListSchema).query(({ ctx, input }) => listInquiries(ctx.db, input, ctx.identity)),

  counts: adminProcedure
    .input(inquiryFiltersSchema)
    .query(({ ctx, input }) => countInquiries(ctx.db, input, ctx.identity)),

  charts: adminProcedure
    .input(inquiryChartsSchema)
    .query(({ ctx, input }) => inquiryCharts(ctx.db, input, ctx.identity)),

  /** How many inquiries arrived after the newest the page has seen, so it can announce them. */
  arrivals: adminProcedure.input(arrivalsSchema).query(({ ctx, input }) => inquiryArrivals(ctx.db, input.afterId)),

  byId: adminProcedure
    .input(inquiryIdSchema)
    .query(async ({ ctx, input }) => found(await getInquiryDetail(ctx.db, input.id))),

  /** The same person's other inquiries (a shared e-mail or mobile), newest first. */
  related: adminProcedure
    .input(inquiryIdSchema)
    .query(async ({ ctx, input }) => found(await relatedInquiries(ctx.db, input.id))),

  /** Marks the inquiry read (the first time only) when an admin opens it. */
  open: adminProcedure
    .input(inquiryIdSchema)
    .mutation(async ({ ctx, input }) => found(await openInquiry(ctx.db, input.id, ctx.identity))),

  setStatus: adminProcedure
    .input(setStatusSchema)
    .mutation(async ({ ctx, input }) => found(await setInquiryStatus(ctx.db, input.id, input.status, ctx.identity))),

  assign: adminProcedure
    .input(assignSchema)
    .mutation(async ({ ctx, input }) => found(await assignInquiry(ctx.db, input.id, input.ownerUid, ctx.identity))),

  addNote: adminProcedure
    .input(addNoteSchema)
    .mutation(async ({ ctx, input }) => found(await addInquiryNote(ctx.db, input.id, input.body, ctx.identity))),

  /** A contact attempt (call, WhatsApp, e-mail) and its outcome; the first one meets the first-contact deadline. */
  logContact: adminProcedure
    .input(logContactSchema)
    .mutation(({ ctx, input }) => logInquiryContact(ctx.db, input, ctx.identity)),

  /** The inquiry's one open follow-up; `dueAt: null` marks it done. */
  setFollowUp: adminProcedure
    .input(setFollowUpSchema)
    .mutation(({ ctx, input }) => setInquiryFollowUp(ctx.db, input, ctx.identity)),

  /** The caller's day at the desk: overdue and today's follow-ups, late leads (theirs and nobody's). */
  myDay: adminProcedure.query(({ ctx }) => myDay(ctx.db, ctx.identity)),

  /** The caller's overdue follow-ups, for the navigation's badge. */
  overdueCount: adminProcedure.query(({ ctx }) => overdueCount(ctx.db, ctx.identity)),

  /** Median time to first contact and the share within the deadline, by owner and week, under the filters. */
  speedToContact: adminProcedure
    .input(inquiryFiltersSchema)
    .query(({ ctx, input }) => speedToContact(ctx.db, input, ctx.identity)),

  bulkUpdate: adminProcedure
    .input(bulkUpdateSchema)
    .mutation(({ ctx, input }) => bulkUpdateInquiries(ctx.db, input, ctx.identity)),

  /**
   * The selected inquiries as CSV, streamed in chunks (httpBatchStreamLink) from a cursor over the
   * database: never the whole file in memory. The first chunk starts with a UTF-8 BOM and the header.
   */
  export: adminProcedure.input(inquiryExportSchema).query(async function* ({ ctx, input, signal }) {
    yield* exportInquiriesCsv(ctx.db, input, ctx.identity, signal)
  }),
})
