import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { MailConfig } from '../config'
import type { MailPurpose } from '../../shared/schemas/alerts'
import { DO_NOT_CONTACT_NOTE, ERASED_MAIL_NOTE } from '../../shared/schemas/privacy'
import { composeDigest, composeLeadAlert, composeLeadConfirmation, type ComposedMail } from './lead-mail'
import { composeFollowUpReminder, composeLateLeadAlert } from './desk-mail'
import { composeImportSummary } from './import-mail'
import { readDigest, readFollowUpReminder, readImportSummary, type MailInquiryState } from './mail-content-store'
import {
  addressesFor,
  adminsWantingLateAlerts,
  digestRecipient,
  importerAddress,
  type AlertRecipient,
} from './mail-recipient-store'
import { INQUIRY_SCOPE, type Role } from '../../shared/permissions'
import { IMPORT_SUMMARY_MAIL } from '../../shared/schemas/imports'
import { revertDeadline, revertRefusal } from '../imports/import-store'
import type { OutboxRow } from './mail-outbox-store'

/**
 * Every kind of e-mail the outbox holds, one entry per purpose: who receives it, what it reads and how it
 * is composed. All of it is decided when the e-mail is sent, from the database as it is then (a lead marked
 * spam meanwhile sends nothing, an admin who lost their rights or verified address gets nothing).
 */

/** What a kind is given to prepare one e-mail of a round. */
export interface MailContext {
  db: Kysely<Database>
  mail: MailConfig
  publicOrigin: string
  now: () => Date
  /** The inquiries the round's e-mails are about, read in one query for all of them. */
  inquiries: ReadonlyMap<number, MailInquiryState>
  /** The members who want every alert, read once per round rather than once per e-mail. */
  alertAdmins: () => Promise<AlertRecipient[]>
}

export interface Delivery {
  to: string[]
  replyTo?: string
  composed: ComposedMail
  /** The inquiries a digest or reminder lists (an erasure scrubs it by these). */
  about?: number[]
}

/** Why there is no e-mail to send; recorded on the row, which is then skipped. */
export interface Skip {
  skip: string
}

/** Either an e-mail to send, or the reason there is none. */
export type Plan = Delivery | Skip

export interface MailKind {
  /** What the row's e-mail is, from the database as it is now. */
  plan(row: OutboxRow, ctx: MailContext): Promise<Plan>
}

type Recipients = string[] | Skip

const skip = (reason: string): Skip => ({ skip: reason })

/** The addresses, or `reason` when there are none. */
const orSkip = (to: string[], reason: string): Recipients => (to.length ? to : skip(reason))

/**
 * ALERT_EMAILS when set: it fixes who hears of leads, whatever the members chose. Otherwise those who chose
 * to, a counsellor only for a lead of their own.
 */
const fixedOr = async (ctx: MailContext, i: MailInquiryState, chosen: () => Promise<AlertRecipient[]>) =>
  ctx.mail.alertEmails.length ? ctx.mail.alertEmails : addressesFor(await chosen(), i.owner_uid)

/**
 * An e-mail about the row's inquiry. None goes for an inquiry that is gone, marked spam or erased, nor, unless
 * `evenIfDoNotContact`, for a person who asked not to be contacted; then the kind's own `skipWhen` is asked,
 * and only then who receives it.
 */
function aboutAnInquiry(k: {
  /** Staff-only e-mails: a lead's do-not-contact request does not hide it from the admissions team. */
  evenIfDoNotContact?: boolean
  skipWhen?: (i: MailInquiryState) => string | null
  recipients: (i: MailInquiryState, ctx: MailContext) => Recipients | Promise<Recipients>
  replyTo?: (i: MailInquiryState) => string
  compose: (i: MailInquiryState, ctx: MailContext) => ComposedMail
}): MailKind {
  return {
    async plan(row, ctx) {
      const inquiry = row.inquiry_id === null ? undefined : ctx.inquiries.get(row.inquiry_id)
      if (!inquiry) return skip('The inquiry no longer exists.')
      if (inquiry.status === 'spam') return skip('The inquiry was marked as spam.')
      if (inquiry.anonymised_at) return skip(ERASED_MAIL_NOTE)
      if (!inquiry.may_contact && !k.evenIfDoNotContact) return skip(DO_NOT_CONTACT_NOTE)
      const reason = k.skipWhen?.(inquiry)
      if (reason) return skip(reason)
      const to = await k.recipients(inquiry, ctx)
      if ('skip' in to) return to
      return { to, replyTo: k.replyTo?.(inquiry), composed: k.compose(inquiry, ctx) }
    },
  }
}

/** The row's member and India day, once the member is known to be still there. */
interface DayRow {
  uid: string
  day: string
  role: Role
}

/**
 * An e-mail to one admin about one India day (the row's digest_uid and digest_day): who receives it is
 * asked first, then its content is read, and an empty one is not sent.
 */
function aboutADay<Content>(k: {
  recipients: (row: OutboxRow, ctx: MailContext) => Promise<{ to: string[]; role: Role } | Skip>
  read: (row: DayRow, ctx: MailContext) => Promise<Content>
  /** Why the content is not worth an e-mail, or null when it is. */
  nothingIn: (c: Content, day: string) => string | null
  compose: (c: Content, ctx: MailContext) => ComposedMail
  lists: (c: Content) => number[]
}): MailKind {
  return {
    async plan(row, ctx) {
      const recipient = await k.recipients(row, ctx)
      if ('skip' in recipient) return recipient
      const content = await k.read({ uid: row.digest_uid!, day: row.digest_day!, role: recipient.role }, ctx)
      const reason = k.nothingIn(content, row.digest_day!)
      if (reason) return skip(reason)
      return { to: recipient.to, composed: k.compose(content, ctx), about: k.lists(content) }
    },
  }
}

/** The admin the row is for, while they are still an admin with a verified address (docs/decisions/0017). */
async function theRowsAdmin(row: OutboxRow, ctx: MailContext): Promise<{ to: string[]; role: Role } | Skip> {
  const found = row.digest_uid ? await digestRecipient(ctx.db, row.digest_uid) : null
  return found
    ? { to: [found.email], role: found.role }
    : skip('The admin no longer has admin rights or a verified e-mail address.')
}

/**
 * The importer's summary of an import that ended (docs/decisions/0028), to them alone, while they may still
 * import; it says until when a revert is accepted, if one is.
 */
const importSummary: MailKind = {
  async plan(row, ctx) {
    const imp = row.import_id === null ? undefined : await readImportSummary(ctx.db, row.import_id)
    if (!imp) return skip(IMPORT_SUMMARY_MAIL.importGone)
    if (imp === 'running') return skip(IMPORT_SUMMARY_MAIL.notEnded)
    const to = await importerAddress(ctx.db, imp.created_by_uid)
    if (!to) return skip(IMPORT_SUMMARY_MAIL.importerGone)
    const revertUntil =
      imp.started_at && revertRefusal(imp, ctx.now().getTime()) === null ? revertDeadline(imp.started_at) : null
    return { to: [to], composed: composeImportSummary(imp, ctx.publicOrigin, revertUntil) }
  },
}

export const MAIL_KINDS: Record<MailPurpose, MailKind> = {
  'lead-alert': aboutAnInquiry({
    evenIfDoNotContact: true,
    recipients: async (i, ctx) =>
      orSkip(
        await fixedOr(ctx, i, ctx.alertAdmins),
        'Nobody wants an alert for each inquiry (every admin chose a digest or none).',
      ),
    replyTo: (i) => i.email,
    compose: (i, ctx) => composeLeadAlert(i, ctx.publicOrigin),
  }),
  'lead-confirmation': aboutAnInquiry({
    recipients: (i) => [i.email],
    compose: (i) => composeLeadConfirmation(i),
  }),
  'late-lead': aboutAnInquiry({
    skipWhen: (i) => (i.first_contacted_at ? 'The lead was contacted before the alert went out.' : null),
    recipients: async (i, ctx) =>
      orSkip(
        await fixedOr(ctx, i, () => adminsWantingLateAlerts(ctx.db)),
        'Nobody wants alerts (every admin chose none).',
      ),
    compose: (i, ctx) => composeLateLeadAlert(i, ctx.publicOrigin),
  }),
  digest: aboutADay({
    recipients: theRowsAdmin,
    read: (r, ctx) => readDigest(ctx.db, r.day, INQUIRY_SCOPE[r.role] === 'own' ? r.uid : undefined),
    nothingIn: (c, day) => (c.total ? null : `No inquiries on ${day}.`),
    compose: (c, ctx) => composeDigest(c, ctx.publicOrigin),
    lists: (c) => c.inquiries.map((i) => i.id),
  }),
  'follow-up-reminder': aboutADay({
    recipients: theRowsAdmin,
    read: (r, ctx) => readFollowUpReminder(ctx.db, r.uid, r.day, ctx.now()),
    nothingIn: (c, day) => (c.overdueTotal || c.todayTotal ? null : `No follow-ups due on ${day}.`),
    compose: (c, ctx) => composeFollowUpReminder(c, ctx.publicOrigin),
    lists: (c) => [...c.overdue, ...c.today].map((i) => i.id),
  }),
  'import-summary': importSummary,
}
