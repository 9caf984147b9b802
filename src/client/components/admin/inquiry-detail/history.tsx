import type { ReactNode } from 'react'
import { ArrowRightLeft, Eye, Inbox, MessageSquareText, UserRound, type LucideIcon } from 'lucide-react'
import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { CHANNEL_LABELS, KIND_LABELS, STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryDetail, InquiryEvent } from '../../../../server/inquiries/admin-inquiry-types'
import { personName } from '../inquiries/inquiry-format'
import { isPendingEvent } from '../inquiries/use-triage'
import { When } from './when'

const ICONS: Record<InquiryEvent['action'] | 'received', LucideIcon> = {
  received: Inbox,
  status: ArrowRightLeft,
  owner: UserRound,
  note: MessageSquareText,
  opened: Eye,
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
  }
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

/** Everything that happened to the inquiry, oldest first, starting with its arrival. */
export function History({ detail }: { detail: InquiryDetail }) {
  return (
    <ol aria-label="History" className="rounded-xl bg-slate-100/60 p-4">
      <Entry
        action="received"
        who={detail.fullName}
        what={`sent this ${KIND_LABELS[detail.kind].toLowerCase()} inquiry via ${CHANNEL_LABELS[detail.channel]}`}
        at={detail.createdAt}
      />
      {detail.events.map((event) => (
        <Entry
          key={event.id}
          action={event.action}
          who={event.actor ? personName(event.actor) : 'An admin'}
          what={whatHappened(event)}
          at={event.at}
          pending={isPendingEvent(event)}
          quote={event.action === 'note' ? event.to : null}
        />
      ))}
    </ol>
  )
}
