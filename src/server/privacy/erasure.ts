import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { ErasureSource } from '../db/privacy-tables'
import { personKeysOf } from '../inquiries/person-keys'
import { ENROLL_PROGRAMS } from '../../shared/inquiry-options'
import { scrubRollupPrograms } from '../rollups/rollup-scrub'
import { ERASED_MAIL_NOTE, ERASED_NAME, type EraseTarget, type LinkedIdentifier } from '../../shared/schemas/privacy'
import { askedPredicate, keysAsked, keysOf, keysOfInquiry, linkedIdentifiers, type AskedKeys } from './person-records'
import { hashPersonKey } from './erasure-key'
import { forgetSearches } from './saved-view-searches'

/** A condition on the inquiries being anonymised, which the statement calls `i`. */
type InquiryPredicate = RawBuilder<SqlBool>

/** What anonymising inquiries removed, for the records and for the stored e-mails that mention it. */
interface Anonymised {
  ids: number[]
  /**
   * The names the rows held, and those of their e-mails and phones that were asked about, as typed. Not a
   * mobile or address merely found on them: someone may have typed another person's.
   */
  values: string[]
  /** The rows' own e-mail and mobile keys. */
  keys: AskedKeys
  userIds: string[]
}

/**
 * Takes the personal data out of the inquiries `where` selects and out of what hangs off them: their
 * history's notes, the e-mails stored about them (pending ones are not sent) and other stored e-mails
 * that name them. What stays is anonymous, so counts, charts and the funnel do not move: kind, program
 * (only one of the catalogue's: a contact's subject and the information form's typed program are the
 * person's own words and go), status, owner, dates, channel and UTM source, medium and campaign, consent's
 * time and notice.
 */
export async function anonymiseInquiries(
  trx: Transaction<Database>,
  where: InquiryPredicate,
  // The identifiers asked about, whose mentions in other stored e-mails go too (null: none, for retention).
  // Digests and reminders record the inquiries they list and are scrubbed by id; the text scan is for those
  // stored before they did, which retention (months after, the outbox keeping at most 90 days) never meets.
  { mentionsOf }: { mentionsOf: AskedKeys | null },
): Promise<Anonymised> {
  const rows = await trx
    .updateTable('inquiries as i')
    .from('inquiries as before')
    .set((eb) => ({
      full_name: ERASED_NAME,
      // Unique and nobody's, so erased rows never look like one person to "the same person" (0011).
      email: sql<string>`'erased-' || ${eb.ref('i.id')} || '@erased.invalid'`,
      phone: '',
      program: sql<string>`case when ${eb.ref('i.program')} = any(${ENROLL_PROGRAMS}::text[]) then ${eb.ref('i.program')} else ${ERASED_NAME} end`,
      education: null,
      message: null,
      user_id: null,
      referrer: null,
      landing_page: null,
      follow_up_at: null,
      follow_up_note: null,
      // Nobody's repeat any more: the person is gone from every row of theirs.
      is_repeat: false,
      anonymised_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    }))
    .whereRef('before.id', '=', 'i.id')
    .where('i.anonymised_at', 'is', null)
    .where(where)
    .returning(['i.id', 'before.full_name', 'before.email', 'before.phone', 'before.user_id', 'before.program'])
    .execute()
  const ids = rows.map((r) => r.id)
  if (!ids.length) return { ids, values: [], keys: { emails: [], phones: [] }, userIds: [] }
  const typed = rows.map((r) => r.program).filter((p) => !(ENROLL_PROGRAMS as readonly string[]).includes(p))
  await scrubRollupPrograms(trx, [...new Set(typed)], ERASED_NAME)

  await trx
    .updateTable('inquiry_events')
    .set({ note: null, to_value: sql`case when action = 'note' then null else to_value end` })
    .where('inquiry_id', '=', sql<number>`any(${ids}::int[])`)
    .execute()
  const rowKeys = rows.map((r) => personKeysOf(r))
  const keys = {
    emails: [...new Set(rowKeys.map((k) => k.email))],
    phones: [...new Set(rowKeys.flatMap((k) => (k.phone ? [k.phone] : [])))],
  }
  const values = [
    ...new Set(
      rows.flatMap((r, i) => [
        r.full_name,
        ...(mentionsOf?.emails.includes(rowKeys[i].email) ? [r.email] : []),
        ...(rowKeys[i].phone && mentionsOf?.phones.includes(rowKeys[i].phone) ? [r.phone] : []),
      ]),
    ),
  ].filter((v) => v.length >= 3)
  await scrubStoredMail(trx, ids, mentionsOf ? values : [])
  return { ids, values, keys, userIds: [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))] }
}

/**
 * The outbox about these inquiries keeps only its purpose, state and dates, and an e-mail not yet sent is
 * not sent (moving `attempts` on also voids a claim in flight, whose outcome is then not recorded). Other
 * stored e-mails that name the person (a digest, a reminder) lose their text and the person's address.
 */
async function scrubStoredMail(trx: Transaction<Database>, ids: number[], values: string[]): Promise<void> {
  await trx
    .updateTable('mail_outbox')
    .set({
      recipients: null,
      subject: null,
      body_text: null,
      last_error: sql`case when state = 'pending' then ${ERASED_MAIL_NOTE} else null end`,
      state: sql`case when state = 'pending' then 'skipped' else state end`,
      finished_at: sql`coalesce(finished_at, now())`,
      attempts: sql`attempts + 1`,
    })
    .where('inquiry_id', '=', sql<number>`any(${ids}::int[])`)
    .execute()
  // A digest or reminder that lists them, however it spelled them; it is about others too, so only its
  // text goes (its recipient is an admin).
  await trx
    .updateTable('mail_outbox')
    .set({ subject: null, body_text: null, last_error: null })
    .where(sql<SqlBool>`about_inquiries && ${ids}::int[]`)
    .execute()
  if (!values.length) return
  const patterns = values.map((v) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const lowered = values.map((v) => v.toLowerCase())
  await trx
    .updateTable('mail_outbox')
    .set({
      subject: null,
      body_text: null,
      last_error: null,
      recipients: sql`array(select r from unnest(recipients) r where lower(r) <> all(${lowered}::text[]))`,
    })
    .where((eb) =>
      eb.or([
        eb('subject', 'ilike', sql<string>`any(${patterns}::text[])`),
        eb('body_text', 'ilike', sql<string>`any(${patterns}::text[])`),
        eb('last_error', 'ilike', sql<string>`any(${patterns}::text[])`),
        sql<SqlBool>`exists (select 1 from unnest(recipients) r where lower(r) = any(${lowered}::text[]))`,
      ]),
    )
    .execute()
}

export interface ErasureRequest {
  target: EraseTarget
  source: ErasureSource
  actor: { uid: string; email: string | null } | null
  hashKey: string
}

export interface ErasureResult {
  /** Inquiries anonymised now. */
  erased: number
  /** Their ids (for the access log; the inquiries stay, anonymised). */
  inquiryIds: number[]
  /** Accounts removed now. */
  accounts: number
  /** When nothing was held any more: the time an earlier request or retention erased this person, if any. */
  alreadyErasedAt: string | null
  /** Identifiers on the erased inquiries that were not asked about, and the inquiries they still hold. */
  linked: LinkedIdentifier[]
}

/**
 * Erases what is held under exactly the identifiers asked about (docs/decisions/0012, 0016): the inquiries
 * holding them are anonymised as above, the account of such an e-mail removed (an admin's stays: rights are
 * taken away by an admin, not by a request), their do-not-contact entries and any saved view that searches
 * for them forgotten. Identifiers linked to them are listed, not followed, and the record counts them.
 *
 * One transaction, which also reads the keys of an inquiry asked about, and which anonymises by predicate:
 * every inquiry committed before its statement began is taken, so every inquiry acknowledged before the
 * request was made. One still in the intake then is committed after it, as a new submission with its own
 * consent, and is kept. Null when the target is an inquiry that does not exist.
 */
export async function erasePerson(db: Kysely<Database>, request: ErasureRequest): Promise<ErasureResult | null> {
  return db.transaction().execute(async (trx) => {
    const target = request.target
    const keys = 'inquiryId' in target ? await keysOfInquiry(trx, target.inquiryId) : keysAsked(target)
    if (!keys) return null
    // Listed before the rows lose their keys.
    const linked = await linkedIdentifiers(trx, keys)
    const anonymised = await anonymiseInquiries(trx, askedPredicate(keys), { mentionsOf: keys })
    // A later request by any key of the rows erased is answered "already erased", but a linked identifier
    // (perhaps another person's mobile) leaves no trace, not even hashed: only how many there were.
    const left = new Set(linked.map((l) => `${l.kind}:${l.value}`))
    const hashes = [...new Set([...keysOf(keys), ...keysOf(anonymised.keys)])]
      .filter((k) => !left.has(k))
      .map((k) => hashPersonKey(k, request.hashKey))
    const accounts = await removeAccounts(trx, keys, anonymised.userIds)
    const dnc = keysOf(keys)
    if (dnc.length) {
      await trx
        .deleteFrom('do_not_contact')
        .where('key', '=', sql<string>`any(${dnc}::text[])`)
        .execute()
    }
    await forgetSearches(trx, anonymised.values)
    let alreadyErasedAt: string | null = null
    if (!anonymised.ids.length && !accounts) alreadyErasedAt = await earlierErasure(trx, hashes, target)
    await trx
      .insertInto('erasure_records')
      .values({
        source: request.source,
        actor_uid: request.actor?.uid ?? null,
        actor_email: request.actor?.email ?? null,
        identifier_hashes: hashes,
        inquiries: anonymised.ids.length,
        accounts,
        linked_left_out: linked.length,
      })
      .execute()
    return { erased: anonymised.ids.length, inquiryIds: anonymised.ids, accounts, alreadyErasedAt, linked }
  })
}

async function removeAccounts(trx: Transaction<Database>, keys: AskedKeys, userIds: string[]): Promise<number> {
  if (!keys.emails.length && !userIds.length) return 0
  const removed = await trx
    .deleteFrom('users')
    .where('is_admin', '=', false)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', sql<string>`any(${keys.emails}::text[])`),
        eb('uid', '=', sql<string>`any(${userIds}::text[])`),
      ]),
    )
    .executeTakeFirst()
  return Number(removed.numDeletedRows)
}

/** When the person was erased before: a record with one of their hashes, or the erased inquiry asked about. */
async function earlierErasure(
  trx: Transaction<Database>,
  hashes: string[],
  target: EraseTarget,
): Promise<string | null> {
  if ('inquiryId' in target) {
    const row = await trx
      .selectFrom('inquiries')
      .select('anonymised_at')
      .where('id', '=', target.inquiryId)
      .executeTakeFirst()
    if (row?.anonymised_at) return row.anonymised_at.toISOString()
  }
  const record = await trx
    .selectFrom('erasure_records')
    .select('created_at')
    .where(sql<SqlBool>`identifier_hashes && ${hashes}::text[]`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return record?.created_at.toISOString() ?? null
}
