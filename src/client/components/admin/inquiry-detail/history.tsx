import type { ReactNode } from 'react'
import {
  ArrowRightLeft,
  CalendarCheck,
  CalendarClock,
  Eye,
  Inbox,
  MessageSquareText,
  PhoneCall,
  UserRound,
  type LucideIcon,
} from 'lucide-react'
import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { CHANNEL_LABELS, KIND_LABELS, STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  type ContactChannel,
  type ContactOutcome,
} from '../../../../shared/schemas/admissions'
import type { InquiryDetail, InquiryEvent } from '../../../lib/router-types'
import { personName } from '../inquiries/inquiry-format'
import { isPendingEvent } from '../inquiries/pending-event'
import { formatDue } from '../admin-format'
import { When } from './when'

const ICONS: Record<InquiryEvent['action'] | 'received', LucideIcon> = {
  received: Inbox,
  status: ArrowRightLeft,
  owner: UserRound,
  note: MessageSquareText,
  opened: Eye,
  contact: PhoneCall,
  'follow-up': CalendarClock,
  'follow-up-done': CalendarCheck,
}

/** "a call", "a WhatsApp message": what was logged, as the history's sentence needs it. */
const CONTACT_WORDS: Record<ContactChannel, string> = {
  call: 'a call',
  whatsapp: 'a WhatsApp message',
  email: 'an e-mail',
}

function contactWords(channel: string | null): string {
  return channel && (CONTACT_CHANNELS as readonly string[]).includes(channel)
    ? CONTACT_WORDS[channel as ContactChannel]
    : `a contact${channel ? ` (${channel})` : ''}`
}

function outcomeLabel(value: string | null): string {
  return value && (CONTACT_OUTCOMES as readonly string[]).includes(value)
    ? CONTACT_OUTCOME_LABELS[value as ContactOutcome]
    : (value ?? 'no outcome')
}

function statusLabel(value: string | null): string {
  return value && (INQUIRY_STATUSES as readonly string[]).includes(value)
    ? STATUS_LABELS[value as InquiryStatus]
    : (value ?? 'none')
}

function ownerLabel(person: InquiryEvent['toOwner'], uid: string | null): string {
  return person ? personName(person) : (uid ?? 'nobody')
}

/** What happened, in words: "changed status from New to Contacted". */
function whatHappened(event: InquiryEvent): ReactNode {
  switch (event.action) {
    case 'status':
      return `changed status from ${statusLabel(event.from)} to ${statusLabel(event.to)}`
    case 'owner':
      if (event.to === null)
        return event.from ? `unassigned ${ownerLabel(event.fromOwner, event.from)}` : 'unassigned it'
      return `assigned to ${ownerLabel(event.toOwner, event.to)}`
    case 'note':
      return 'added a note'
    case 'opened':
      return 'opened'
    case 'contact':
      return `logged ${contactWords(event.from)}: ${outcomeLabel(event.to)}`
    case 'follow-up':
      return event.to ? `set a follow-up for ${formatDue(event.to)}` : 'cleared the follow-up'
    case 'follow-up-done':
      return event.from ? `completed the follow-up due ${formatDue(event.from)}` : 'completed the follow-up'
  }
}

/** Who did it: an owner given without anyone doing it is the round-robin share of a new lead at arrival. */
function whoDid(event: InquiryEvent): string {
  if (event.actor) return personName(event.actor)
  return event.action === 'owner' ? 'Round-robin' : 'An admin'
}

/** The text a history entry quotes: a note's own, or the note given with a contact or follow-up. */
function quoteOf(event: InquiryEvent): string | null {
  return event.action === 'note' ? event.to : event.note
}

function Entry({
  action,
  who,
  what,
  at,
  pending,
  quote,
}: {
  action: keyof typeof ICONS
  who: string
  what: ReactNode
  at: string
  pending?: boolean
  quote?: string | null
}) {
  const Icon = ICONS[action]
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0" aria-busy={pending || undefined}>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-slate-600 ring-1 ring-slate-200">
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1 pt-1 text-sm">
        <p className="text-slate-900">
          <strong className="font-semibold">{who}</strong> {what}
          {pending && <span className="ml-2 text-xs text-slate-500">Saving…</span>}
        </p>
        <p className="text-xs text-slate-600">
          <When iso={at} />
        </p>
        {quote && (
          <blockquote className="mt-2 rounded-lg border-l-4 border-blue-200 bg-white px-3 py-2 whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200">
            {quote}
          </blockquote>
        )}
      </div>
    </li>
  )
}

/** How the inquiry arrived: sent through the site or the API, or added by hand or imported by the team. */
function arrival({ kind, channel, source }: InquiryDetail): string {
  const what = `${KIND_LABELS[kind].toLowerCase()} inquiry`
  const from = source ? ` (${source})` : ''
  const article = /^[aeiou]/.test(what) ? 'an' : 'a'
  if (channel === 'admin') return `came in as ${article} ${what}, added by hand${from}`
  if (channel === 'import') return `came in as ${article} ${what}, imported${from}`
  return `sent this ${what} via ${CHANNEL_LABELS[channel]}`
}

/** Everything that happened to the inquiry, oldest first, starting with its arrival. */
export function History({ detail }: { detail: InquiryDetail }) {
  return (
    <ol aria-label="History" className="rounded-xl bg-slate-100/60 p-4">
      <Entry action="received" who={detail.fullName} what={arrival(detail)} at={detail.createdAt} />
      {detail.events.map((event) => (
        <Entry
          key={event.id}
          action={event.action}
          who={whoDid(event)}
          what={whatHappened(event)}
          at={event.at}
          pending={isPendingEvent(event)}
          quote={quoteOf(event)}
        />
      ))}
    </ol>
  )
}
