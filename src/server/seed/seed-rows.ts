import { INQUIRY_COURSE_OPTIONS } from '../../shared/catalogue/inquiry-course-options'
import {
  CONTACT_INQUIRY_TYPES,
  COURSE_LEVELS,
  EDUCATION_LEVELS,
  ENROLL_PROGRAMS,
  type InquiryKind,
  type InquiryStatus,
} from '../../shared/inquiry-options'
import { contactMarks, DEFAULT_FIRST_CONTACT_HOURS, firstContactDeadline } from '../../shared/office-hours'
import { derivePackages } from '../../shared/pricing'
import { weighted, type Random } from './seed-random'
import type { Timeline } from './seed-timeline'
import type { InquiryColumns } from './seed-columns'
import { personFor, type SeedState } from './seed-people'
import {
  CAMPAIGN_NAMES,
  CAMPAIGNS,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  ENROLL_MESSAGES,
  FOLLOW_UP_NOTES,
  LANDING_PAGES,
  ORGANIC_REFERRERS,
  SEED_ADMINS,
} from './seed-vocabulary'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

const KINDS = weighted<InquiryKind>([
  ['information', 50],
  ['enrollment', 25],
  ['contact', 25],
])
const SOURCES = weighted(CAMPAIGNS)
const ORGANIC = weighted(ORGANIC_REFERRERS)
const LANDINGS = weighted(LANDING_PAGES)
const OWNERS = weighted(SEED_ADMINS.map((a) => [a.uid, a.weight] as const))
const INFORMATION_PROGRAMS = INQUIRY_COURSE_OPTIONS.map((o) => o.value)
const CONTACT_TYPES = weighted(
  CONTACT_INQUIRY_TYPES.map((t) => [t.value, t.value === 'general' ? 30 : t.value === 'other' ? 5 : 15] as const),
)
const DURATIONS = derivePackages({ price: 0, modules: 0 }).map((p) => p.duration)
/** What a lead that has been triaged ends as: recent ones are still being worked, old ones have settled. */
const RECENT_OUTCOMES = weighted<InquiryStatus>([
  ['contacted', 50],
  ['qualified', 25],
  ['enrolled', 5],
  ['closed', 20],
])
const SETTLED_OUTCOMES = weighted<InquiryStatus>([
  ['contacted', 12],
  ['qualified', 13],
  ['enrolled', 22],
  ['closed', 53],
])

function statusFor(ageDays: number, random: Random): InquiryStatus {
  if (random.chance(0.02)) return 'spam'
  const stillNew = ageDays < 2 ? 0.8 : ageDays < 7 ? 0.5 : ageDays < 30 ? 0.2 : ageDays < 90 ? 0.08 : 0.03
  if (random.chance(stillNew)) return 'new'
  return random.pickWeighted(ageDays < 45 ? RECENT_OUTCOMES : SETTLED_OUTCOMES)
}

/**
 * The funnel's stages (what the lead ever reached), in order, from the first contact (or the last
 * change) to `updated`, the last change: Contacted, then Qualified, then Enrolled. A closed lead reached
 * Contacted about half the time (some of those Qualified too) before it was closed; new and spam ones none.
 */
function stagesFor(
  status: InquiryStatus,
  contacted: number | null,
  updated: number,
  random: Random,
): [contacted: number | null, qualified: number | null, enrolled: number | null] {
  const first = contacted ?? updated
  const between = () => first + Math.round(random.next() * (updated - first))
  switch (status) {
    case 'contacted':
      return [first, null, null]
    case 'qualified':
      return [first, between(), null]
    case 'enrolled':
      return [first, between(), updated]
    case 'closed':
      if (!random.chance(0.5)) return [null, null, null]
      return [first, random.chance(0.35) ? between() : null, null]
    default:
      return [null, null, null]
  }
}

/**
 * When a triaged lead was first contacted: most well within the deadline, the sooner the likelier (the
 * median a few hours after arrival), and about one in six late by an hour to three days. Nothing happens
 * after now, so a contact that would is spread over the time the lead has had instead.
 */
function firstContactFor(created: number, due: number, now: number, random: Random): number {
  const at = random.chance(0.16)
    ? due + HOUR_MS * Math.pow(72, random.next())
    : created + (due - created) * Math.pow(random.next(), 3)
  return Math.round(at <= now ? at : created + random.next() * (now - created))
}

const FOLLOW_UP_STEP_MS = 15 * MINUTE_MS

/**
 * An open follow-up's due time: people promise call-backs at round times, mostly in the coming days
 * (some later today), and about a quarter slipped into the past days. A follow-up is set after the
 * lead's last change (`after`), so one that would fall before it is moved ahead instead.
 */
function followUpFor(now: number, after: number, random: Random): number {
  const round = (t: number) => Math.ceil(t / FOLLOW_UP_STEP_MS) * FOLLOW_UP_STEP_MS
  const ahead = () => round(now + HOUR_MS * Math.pow(336, random.next()))
  if (!random.chance(0.25)) return ahead()
  const overdue = round(now - HOUR_MS * Math.pow(240, random.next()))
  return overdue > after && overdue < now ? overdue : ahead()
}

/**
 * Appends `count` inquiries arriving at quantiles `first / total` onwards of the timeline; `state` carries
 * the recent people from one batch to the next (one state per seeding, batches in order).
 */
export function generateBatch(
  out: InquiryColumns,
  first: number,
  count: number,
  total: number,
  timeline: Timeline,
  random: Random,
  state: SeedState,
): void {
  const now = timeline.end
  for (let i = first; i < first + count; i++) {
    const created = Math.floor(timeline.at((i + random.next()) / total))
    const kind = random.pickWeighted(KINDS)
    const person = personFor(state, random)
    const ageDays = (now - created) / DAY_MS
    const due = firstContactDeadline(new Date(created), DEFAULT_FIRST_CONTACT_HOURS).getTime()
    const marks = contactMarks(new Date(created))
    const status = statusFor(ageDays, random)
    const channel = random.chance(0.85) ? 'site' : 'webservice'

    let program: string
    let message: string | null = null
    let education: string | null = null
    let inquiryType: string | null = null
    let level: string | null = null
    let duration: string | null = null
    if (kind === 'information') {
      program = random.pick(INFORMATION_PROGRAMS)
    } else if (kind === 'enrollment') {
      program = random.pick(ENROLL_PROGRAMS)
      education = random.chance(0.9) ? random.pick(EDUCATION_LEVELS) : null
      level = random.pick(COURSE_LEVELS)
      duration = random.pick(DURATIONS)
      if (random.chance(0.3)) message = random.pick(ENROLL_MESSAGES)
    } else {
      inquiryType = random.pickWeighted(CONTACT_TYPES)
      program = random.pick(CONTACT_SUBJECTS[inquiryType]!)
      message = random.pick(CONTACT_MESSAGES)
    }

    // Legacy API callers send no attribution; site visitors come with a campaign about 60% of the time.
    let source: string | null = null
    let medium: string | null = null
    let campaign: string | null = null
    let referrer: string | null = null
    let landing: string | null = null
    if (channel === 'site') {
      landing = random.pickWeighted(LANDINGS)
      if (random.chance(0.6)) {
        const c = random.pickWeighted(SOURCES)
        source = c.source
        medium = random.pick(c.media)
        campaign = random.pick(CAMPAIGN_NAMES)
        referrer = c.referrer
        landing += `?utm_source=${source}&utm_medium=${medium}&utm_campaign=${campaign}`
      } else {
        referrer = random.pickWeighted(ORGANIC)
      }
    }

    // Triaged leads were opened first, minutes to days after they came in (sooner for the newest: nothing
    // happens after now); a few new ones were opened and not yet acted on.
    let opened: number | null = null
    let updated = created
    if (status !== 'new' || random.chance(0.1)) {
      const delay = Math.round(5 * MINUTE_MS * Math.pow(864, random.next()))
      opened = created + delay < now ? created + delay : created + Math.round(random.next() * (now - created))
      updated = status === 'new' ? opened : opened + Math.round(random.next() * Math.min(5 * DAY_MS, now - opened))
    }
    // Leaving New is a first contact (spam included, as the back office counts it), and a lead is opened
    // to be contacted and changed no earlier than that. A few new leads have an attempt logged that did
    // not reach them.
    let contacted: number | null = null
    if (status === 'spam') contacted = updated
    else if (status !== 'new' && opened !== null) {
      contacted = firstContactFor(created, due, now, random)
      opened = Math.min(opened, contacted)
      updated = Math.max(updated, contacted)
    } else if (opened !== null && random.chance(0.3)) {
      contacted = opened + Math.round(random.next() * Math.min(2 * HOUR_MS, now - opened))
      updated = contacted
    }
    // A person's new lead goes to whoever looks after their earlier ones, when it goes to anyone.
    const owner = (status === 'new' ? random.chance(0.05) : status !== 'spam' && random.chance(0.45))
      ? (person.owner ?? random.pickWeighted(OWNERS))
      : null
    if (owner !== null) person.owner = owner

    // Follow-ups are their owner's: on about half of the leads being worked this season, on a few
    // forgotten older ones, and on some new leads that asked to be called at a given time.
    let followUp: number | null = null
    let followUpNote: string | null = null
    const active = status === 'contacted' || status === 'qualified'
    const wantsFollowUp = active
      ? random.chance(ageDays < 60 ? 0.5 : 0.02)
      : status === 'new' && ageDays < 14 && random.chance(0.3)
    if (owner !== null && wantsFollowUp) {
      followUp = followUpFor(now, updated, random)
      followUpNote = random.chance(0.85) ? random.pick(FOLLOW_UP_NOTES) : null
      // Promised up to a week ahead, and promising it was the lead's last change.
      const promised = Math.min(followUp, now)
      updated = promised - Math.round(random.next() * Math.min(7 * DAY_MS, promised - updated))
      opened ??= updated
    }
    const [reachedContacted, reachedQualified, reachedEnrolled] = stagesFor(status, contacted, updated, random)

    out.kind.push(kind)
    out.status.push(status)
    out.full_name.push(`${person.firstName} ${person.lastName}`)
    out.email.push(person.email)
    out.phone.push(person.phone)
    out.program.push(program)
    out.education.push(education)
    out.message.push(message)
    out.inquiry_type.push(inquiryType)
    out.course_level.push(level)
    out.course_duration.push(duration)
    out.utm_source.push(source)
    out.utm_medium.push(medium)
    out.utm_campaign.push(campaign)
    out.referrer.push(referrer)
    out.landing_page.push(landing)
    out.channel.push(channel)
    out.owner_uid.push(owner)
    out.created_at.push(created / 1000)
    out.updated_at.push(updated / 1000)
    out.opened_at.push(opened === null ? null : opened / 1000)
    out.first_contact_due_at.push(due / 1000)
    out.contact_5m_due_at.push(marks.within5m.getTime() / 1000)
    out.contact_1h_due_at.push(marks.within1h.getTime() / 1000)
    out.first_contacted_at.push(contacted === null ? null : contacted / 1000)
    out.follow_up_at.push(followUp === null ? null : followUp / 1000)
    out.follow_up_note.push(followUpNote)
    out.reached_contacted_at.push(reachedContacted === null ? null : reachedContacted / 1000)
    out.reached_qualified_at.push(reachedQualified === null ? null : reachedQualified / 1000)
    out.reached_enrolled_at.push(reachedEnrolled === null ? null : reachedEnrolled / 1000)
  }
}
