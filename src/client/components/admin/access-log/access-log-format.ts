import {
  CHANNEL_LABELS,
  KIND_LABELS,
  OWNER_ME,
  OWNER_NONE,
  STATUS_LABELS,
} from '../../../../shared/schemas/admin-inquiries'
import type { RouterOutputs } from '../../../lib/router-types'

/** One entry of the access log as admin.accessLog.list answers it (also "Who looked at this"). */
export type AccessLogItem = RouterOutputs['admin']['accessLog']['list']['items'][number]

/** The member as the team lists them now: name, else e-mail, else (their account gone) the uid kept. */
export function memberName(item: AccessLogItem): string {
  return item.actorName ?? item.actorEmail ?? item.actorUid
}

// The filters' names and values as the inquiry table labels them; anything else is shown as it was kept.
const FILTER_LABELS: Record<string, string> = {
  followUp: 'follow-up',
  firstContact: 'first contact',
  repeat: 'wrote more than once',
}
const VALUE_LABELS: Record<string, Record<string, string>> = {
  kind: KIND_LABELS,
  status: STATUS_LABELS,
  channel: CHANNEL_LABELS,
  owner: { [OWNER_ME]: 'their own', [OWNER_NONE]: 'unassigned' },
}

function valueText(key: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).join(' or ')
  if (typeof value === 'string') return VALUE_LABELS[key]?.[value] ?? value
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/**
 * What a list or export selected, as a line ("status: New, with a search"); null for an entry without
 * filters. The order rows came in selects nothing, so it is left out. The log never holds a search's text,
 * only that there was one.
 */
export function filtersSummary(detail: AccessLogItem['detail']): string | null {
  if (!detail) return null
  const parts = Object.entries(detail).flatMap(([key, value]) => {
    if (value === undefined || value === null || value === false || key === 'sort') return []
    if (key === 'searched') return ['with a search']
    if (key === 'view' && value === 'my-day') return ['My day']
    const label = FILTER_LABELS[key] ?? key
    return [value === true ? label : `${label}: ${valueText(key, value)}`]
  })
  return parts.length ? parts.join(', ') : null
}
