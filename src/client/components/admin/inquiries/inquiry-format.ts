import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import type { PersonRef } from '../../../lib/router-types'
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
const receivedThisYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
})
const receivedDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE })
const year = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: INDIA_TIME_ZONE })
const count = new Intl.NumberFormat('en-IN')

export function formatReceived(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : received.format(date)
}

/**
 * The table's narrower form ('25 Nov, 12:29 am'; an earlier year's day alone, '25 Nov 2025'), so the
 * default columns fit 1280 px; formatReceived's full form is its title.
 */
export function formatReceivedShort(iso: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return year.format(date) === year.format(now) ? receivedThisYear.format(date) : receivedDay.format(date)
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
