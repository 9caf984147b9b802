import { router, formProcedure } from '../init'
import { siteSubmission, type SiteMeta } from '../../../shared/schemas/site-submission'
import { contactInquirySchema, informationRequestSchema, siteEnrollmentSchema } from '../../../shared/schemas/inquiry'
import { createInquiry, type InquiryPayload } from '../../inquiries/inquiry-store'
import type { Context } from '../context'
import { SITE_CONSENT_NOTICE } from '../../../shared/schemas/privacy'

/** `signal` ends with the visitor's request: an inquiry not yet sent to the database is then dropped. */
async function store(
  ctx: Context,
  payload: InquiryPayload,
  meta: SiteMeta,
  signal: AbortSignal | undefined,
): Promise<{ ok: true }> {
  // A filled honeypot means a bot: it gets the same answer as a person and nothing is stored.
  if (meta.website) {
    ctx.log.info({ kind: payload.kind }, 'honeypot submission dropped')
    return { ok: true }
  }
  // Every form states the notice beside its button (and two ask for a tick): sending it is the agreement.
  await createInquiry(
    ctx.intake,
    payload,
    { channel: 'site', attribution: meta.attribution, consent: { at: new Date(), notice: SITE_CONSENT_NOTICE } },
    { signal },
  )
  return { ok: true }
}

export const inquiriesRouter = router({
  requestInformation: formProcedure
    .input(siteSubmission(informationRequestSchema))
    .mutation(({ ctx, signal, input: { attribution, website, ...data } }) =>
      store(ctx, { kind: 'information', data }, { attribution, website }, signal),
    ),
  enroll: formProcedure
    .input(siteSubmission(siteEnrollmentSchema))
    .mutation(async ({ ctx, signal, input: { attribution, website, ...data } }) => {
      // The applicant's account comes from their verified token only (anonymous: none), never from input.
      const userId = (await ctx.identity())?.uid ?? null
      return store(ctx, { kind: 'enrollment', data: { ...data, userId } }, { attribution, website }, signal)
    }),
  contact: formProcedure
    .input(siteSubmission(contactInquirySchema))
    .mutation(({ ctx, signal, input: { attribution, website, ...data } }) =>
      store(ctx, { kind: 'contact', data }, { attribution, website }, signal),
    ),
})
