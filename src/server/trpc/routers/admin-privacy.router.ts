import { TRPCError } from '@trpc/server'
import { permitted, router } from '../init'
import {
  PRIVACY_MESSAGES,
  eraseSchema,
  erasureRecordsSchema,
  personIdentifierSchema,
  setDoNotContactSchema,
} from '../../../shared/schemas/privacy'
import { exportPersonalData } from '../../privacy/personal-data-export'
import { erasePerson } from '../../privacy/erasure'
import { erasureHashKey } from '../../privacy/erasure-key'
import { setDoNotContact } from '../../privacy/do-not-contact'
import { listErasureRecords } from '../../privacy/erasure-records'

const inquiryNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: PRIVACY_MESSAGES.inquiryNotFound })

/**
 * A person's rights over their data (docs/decisions/0012). Export and erasure are mutations even where they
 * only read: their input is an e-mail or a phone, which must not travel in a URL (proxies log those).
 */
export const adminPrivacyRouter = router({
  /** Everything held about the person, as one JSON document. */
  export: permitted('privacy.manage', 'person.export')
    .input(personIdentifierSchema)
    .mutation(async ({ ctx, input }) => {
      const data = await exportPersonalData(ctx.db, input)
      await ctx.logAccess({ action: 'person.export', inquiryIds: data.inquiries.map((i) => i.id) })
      return data
    }),

  /** Erases the person's personal data and leaves a record; `erased` counts the inquiries anonymised now. */
  erase: permitted('privacy.manage', 'person.erase')
    .input(eraseSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await erasePerson(ctx.db, {
        target: input,
        source: 'admin',
        actor: { uid: ctx.identity.uid, email: ctx.identity.email },
        hashKey: await erasureHashKey(ctx.db, ctx.config.privacy.erasureHashKey),
      })
      if (!result) throw inquiryNotFound()
      await ctx.logAccess({ action: 'person.erase', inquiryIds: result.inquiryIds })
      return result
    }),

  setDoNotContact: permitted('privacy.manage', 'person.do-not-contact')
    .input(setDoNotContactSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await setDoNotContact(ctx.db, input, ctx.identity.uid)
      if (!result) throw inquiryNotFound()
      await ctx.logAccess({
        action: 'person.do-not-contact',
        inquiryIds: 'inquiryId' in input ? [input.inquiryId] : [],
      })
      return result
    }),

  /** The erasure records, newest first (no personal data in them). */
  records: permitted('privacy.manage')
    .input(erasureRecordsSchema)
    .query(({ ctx, input }) => listErasureRecords(ctx.db, input.before)),
})
