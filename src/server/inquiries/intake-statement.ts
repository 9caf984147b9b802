import { sql, type CompiledQuery, type Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import type { MailPurpose } from '../../shared/schemas/alerts'
import type { InquiryKind } from '../../shared/inquiry-options'
import { PERSON_OWNER_NOTE } from '../../shared/schemas/admin-inquiries'
import { wellFormed } from '../../shared/schemas/fields'
import { contactMarks } from '../../shared/office-hours'
import { preparedAs } from '../db/prepared'
import { emailKey, phoneKey, type PersonKeys } from './person-keys'

/** A row as the intake stores it: the inquiry, its person's keys and the e-mails it owes. */
export interface IntakeRow {
  row: NewInquiry
  keys: PersonKeys
  mail: readonly MailPurpose[]
}

/** What the statement answers for each row it stored. */
export interface IntakeResult {
  ord: number
  id: number
  kind: InquiryKind
  owner_uid: string | null
}

/** The inquiry columns a caller may give (the rest the database generates, or this statement decides). */
type IntakeColumn = Exclude<keyof NewInquiry, 'id' | 'search_text' | 'created_day' | 'owner_uid' | 'is_repeat'>

/** Each given column's type in the JSON input, and the default of those that have one. */
const INTAKE_COLUMN_TYPES: Record<IntakeColumn, { type: 'text' | 'timestamptz' | 'int'; default?: string }> = {
  kind: { type: 'text' },
  status: { type: 'text', default: `'new'` },
  full_name: { type: 'text' },
  email: { type: 'text' },
  phone: { type: 'text' },
  program: { type: 'text' },
  education: { type: 'text' },
  message: { type: 'text' },
  inquiry_type: { type: 'text' },
  user_id: { type: 'text' },
  course_level: { type: 'text' },
  course_duration: { type: 'text' },
  utm_source: { type: 'text' },
  utm_medium: { type: 'text' },
  utm_campaign: { type: 'text' },
  referrer: { type: 'text' },
  landing_page: { type: 'text' },
  channel: { type: 'text' },
  source: { type: 'text' },
  created_at: { type: 'timestamptz', default: 'now()' },
  updated_at: { type: 'timestamptz', default: 'now()' },
  opened_at: { type: 'timestamptz' },
  first_contact_due_at: { type: 'timestamptz' },
  contact_5m_due_at: { type: 'timestamptz' },
  contact_1h_due_at: { type: 'timestamptz' },
  first_contacted_at: { type: 'timestamptz' },
  follow_up_at: { type: 'timestamptz' },
  follow_up_note: { type: 'text' },
  reached_contacted_at: { type: 'timestamptz' },
  reached_qualified_at: { type: 'timestamptz' },
  reached_enrolled_at: { type: 'timestamptz' },
  consent_at: { type: 'timestamptz' },
  consent_notice: { type: 'text' },
  anonymised_at: { type: 'timestamptz' },
  import_id: { type: 'int' },
  consent_basis: { type: 'text' },
}
const INTAKE_COLUMNS = Object.keys(INTAKE_COLUMN_TYPES) as IntakeColumn[]

/**
 * A given value as the JSON input holds it: a lone surrogate in text (which a form's text can hold) becomes
 * U+FFFD, as pg's UTF-8 encoding of a text parameter makes it, instead of failing the whole batch. Applied
 * to the values rather than as JSON.stringify's replacer, which would call back for every key and leave
 * V8's fast path (a thousand imported rows took 20 ms more to write).
 */
function given(value: unknown): unknown {
  return typeof value === 'string' ? wellFormed(value) : (value ?? null)
}

/** A person's keys as names that cannot collide (an e-mail key always holds an @, a mobile key never). */
export function keyNames(keys: PersonKeys): string[] {
  return keys.phone === null ? [keys.email] : [keys.email, keys.phone]
}

/**
 * One statement stores the inquiries, their owners (one a member chose, else the person's, else by rotation) with the assignment
 * in their history, the repeat mark on them and on the person's earlier inquiries, and the e-mails they
 * owe (the outbox): all are committed, or none, so an acknowledged inquiry always has its alert and its
 * owner, and a failed one sends nothing. The rows travel as one JSON parameter and the statement's text
 * is the same for one row or a hundred: PostgreSQL parses and plans it in a fixed time, where a VALUES
 * list with each row's own lookups cost more to plan than to run (decision 0015).
 *
 * This is that parameter: the rows, each with its position, its person's keys and the e-mails it owes. A
 * row without a deadline gets `due`; every row gets its speed-to-contact marks, counted from its arrival
 * (`now` unless it brings its own, as an import does).
 */
export function intakeInput(rows: readonly IntakeRow[], due: Date, now: Date): string {
  // A person writing twice within one statement cannot see their other row in it; the batch can.
  const inBatch = new Map<string, number>()
  for (const { keys } of rows) for (const name of keyNames(keys)) inBatch.set(name, (inBatch.get(name) ?? 0) + 1)
  const arrivingNow = contactMarks(now)
  const input = rows.map(({ row, keys, mail }, i) => {
    const values: Record<string, unknown> = {
      ord: i,
      email_key: given(keys.email),
      phone_key: given(keys.phone),
      batch_repeat: keyNames(keys).some((name) => inBatch.get(name)! > 1),
      mail,
      // A member's choice of owner (a lead added by hand, or an import's) stands before the person's owner
      // and the rotation.
      chosen_owner: given(row.owner_uid),
    }
    for (const c of INTAKE_COLUMNS) values[c] = given(row[c])
    values.first_contact_due_at = row.first_contact_due_at ?? due
    const marks = row.created_at === undefined ? arrivingNow : contactMarks(new Date(row.created_at))
    values.contact_5m_due_at = row.contact_5m_due_at ?? marks.within5m
    values.contact_1h_due_at = row.contact_1h_due_at ?? marks.within1h
    return values
  })
  return JSON.stringify(input)
}

const compiled = new WeakMap<Kysely<Database>, CompiledQuery<IntakeResult>>()

/** The statement for these rows: its text never changes, so Kysely builds it once and each call brings its rows. */
export function intakeQuery(db: Kysely<Database>, json: string): CompiledQuery<IntakeResult> {
  let query = compiled.get(db)
  if (!query) {
    query = intakeStatement(json).compile(db)
    compiled.set(db, query)
  }
  return { ...query, parameters: [json] }
}

// A person's inquiries read per key, at most this many: a caller posting one e-mail ten thousand times
// must not make every later insert read them all (the keys' indexes hold no order of arrival).
const PERSON_WINDOW = 100

const recordColumns = sql.raw(
  [
    'ord int',
    'email_key text',
    'phone_key text',
    'batch_repeat boolean',
    'mail jsonb',
    'chosen_owner text',
    ...INTAKE_COLUMNS.map((c) => `${c} ${INTAKE_COLUMN_TYPES[c].type}`),
  ].join(', '),
)
const insertColumns = sql.join(INTAKE_COLUMNS.map((c) => sql.ref(c)))
const insertValues = sql.join(
  INTAKE_COLUMNS.map((c) => {
    const fallback = INTAKE_COLUMN_TYPES[c].default
    return fallback ? sql`coalesce(${sql.ref(`p.${c}`)}, ${sql.raw(fallback)})` : sql.ref(`p.${c}`)
  }),
)

/** The person's earlier inquiries, up to PERSON_WINDOW per key, each marked with the key that found it. */
const personRows = sql`(
  (select o.id, o.created_at, o.owner_uid, true as by_email from inquiries o
    where ${emailKey('o')} = i.email_key limit ${sql.lit(PERSON_WINDOW)})
  union all
  (select o.id, o.created_at, o.owner_uid, false from inquiries o
    where ${phoneKey('o')} = i.phone_key limit ${sql.lit(PERSON_WINDOW)})
)`

/**
 * The next admin in the rotation of those taking new leads, or null when nobody is. Each evaluation draws
 * one number from a sequence shared by every instance, so arrivals are dealt in turn to the takers (in uid
 * order) and no two counts differ by more than one, however many instances store inquiries at once. It
 * names the row's person_owner so that PostgreSQL evaluates it once per row, and only for a row whose
 * person has no owner and whose owner nobody chose (coalesce stops at the first value): a lead given by
 * hand takes no one's turn.
 */
const nextTaker = sql<string | null>`(
  select uid from users where taking_leads and role in ('owner', 'manager', 'counsellor')
    and p.person_owner is null and p.chosen_owner is null order by uid
  offset (nextval('inquiry_rotation_seq') % greatest((select count(*) from users where taking_leads and role in ('owner', 'manager', 'counsellor')), 1))
  limit 1
)`

/**
 * The intake for rows given as a JSON array (see intakeInput), answering each row's position, id, kind and
 * owner; its only parameter is the rows, each with the e-mails it owes. Ids are drawn before the
 * insert, so whose id is whose never rests on the order rows come back in; from the identity's sequence by
 * its name, resolved once with the plan (pg_get_serial_sequence looked it up again for every row, 4 µs).
 *
 * Each row reads the person's earlier inquiries once, through a lateral subquery with a limit, which
 * PostgreSQL can only run row by row (an EXISTS could be planned as one hash of the whole table, and a
 * prepared plan keeps such a choice while the table grows). From those rows come
 * the repeat mark, the person's owner (the owner of their latest inquiry who is still an admin) and, per
 * key, the one earlier inquiry that becomes a repeat now: only a key held by one row so far can have an
 * unmarked row, as two rows sharing it marked each other.
 */
function intakeStatement(json: string) {
  return sql<IntakeResult>`${preparedAs('inquiry-intake')}
    with input as (
      select nextval('inquiries_id_seq'::regclass)::int as id, r.*
      from jsonb_to_recordset(${json}::jsonb) as r(${recordColumns})
    ),
    person as (
      select i.*, i.batch_repeat or e.earlier > 0 as is_repeat, e.person_owner, e.email_lone, e.phone_lone
      from input i cross join lateral (
        select count(*) as earlier,
          (array_agg(w.owner_uid order by w.created_at desc, w.id desc) filter (where u.uid is not null))[1]
            as person_owner,
          case when count(*) filter (where w.by_email) = 1 then min(w.id) filter (where w.by_email) end
            as email_lone,
          case when count(*) filter (where not w.by_email) = 1 then min(w.id) filter (where not w.by_email) end
            as phone_lone
        from ${personRows} w
        left join users u on u.uid = w.owner_uid and u.role in ('owner', 'manager', 'counsellor')
      ) e
    ),
    stored as (
      insert into inquiries (id, ${insertColumns}, is_repeat, owner_uid) overriding system value
      select p.id, ${insertValues}, p.is_repeat, coalesce(p.chosen_owner, p.person_owner, ${nextTaker})
      from person p order by p.ord
      returning id, owner_uid, channel
    ),
    assigned as (
      insert into inquiry_events (inquiry_id, action, to_value, note)
      select s.id, 'owner', s.owner_uid,
        case when p.chosen_owner is null and p.person_owner is not null then ${sql.lit(PERSON_OWNER_NOTE)} end
      from stored s join person p on p.id = s.id
      where s.owner_uid is not null
    ),
    repeated as (
      update inquiries set is_repeat = true
      where is_repeat = false and id = any(array(
        select p.email_lone from person p union select p.phone_lone from person p
      ))
    ),
    mail as (
      insert into mail_outbox (purpose, inquiry_id)
      select m.purpose, s.id from stored s join person p on p.id = s.id
      cross join lateral jsonb_array_elements_text(p.mail) as m(purpose)
    ),
    -- Announced after the commit, by the live plugin (live-announcer.ts): a NOTIFY here would make the
    -- intake's statements commit one at a time (docs/decisions/0026). An import's rows are announced once
    -- per batch instead (docs/decisions/0024): no toast per row.
    live as (
      insert into live_events (type, inquiry_id, owner_uid)
      select 'inquiry.created', s.id, s.owner_uid from stored s where s.channel <> 'import' order by s.id
    )
    select p.ord, s.id, p.kind, s.owner_uid from stored s join person p on p.id = s.id`
}
