import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import type { PersonRef } from '../../../../server/inquiries/admin-inquiry-types'
import { INDIA_TIME_ZONE } from '../../../../shared/india-time'

/** The table's column headings, also the names in the Columns menu and the cards' labels. */
export const COLUMN_LABELS: Record<InquiryColumn, string> = {
  received: 'Received',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  kind: 'Kind',
  program: 'Program',
  status: 'Status',
  owner: 'Owner',
  source: 'Source',
  channel: 'Channel',
}

// The team works in India: times read the same for every admin, wherever their browser is set.
const received = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
})
const count = new Intl.NumberFormat('en-IN')

export function formatReceived(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : received.format(date)
}

export function formatCount(n: number): string {
  return count.format(n)
}

export function personName(person: PersonRef | null): string {
  return person ? (person.name ?? person.email ?? person.uid) : '—'
}

export function sourceLabel(utmSource: string | null): string {
  return utmSource ?? 'Direct'
}
