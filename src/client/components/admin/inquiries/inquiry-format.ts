import { CHANNEL_LABELS, type InquiryChannel, type InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import type { PersonRef } from '../../../lib/router-types'

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

export function personName(person: PersonRef | null): string {
  return person ? (person.name ?? person.email ?? person.uid) : '—'
}

export function sourceLabel(utmSource: string | null): string {
  return utmSource ?? 'Direct'
}

/** How a lead came in: the channel, and for one added by hand or imported, where it came from ("Walk-in"). */
export function channelText(channel: InquiryChannel, source: string | null): string {
  return source ? `${CHANNEL_LABELS[channel]} · ${source}` : CHANNEL_LABELS[channel]
}
