import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ROLE_LABELS } from '../../../../shared/permissions'
import { ACCESS_ACTION_LABELS } from '../../../../shared/schemas/access-log'
import { Badge } from '../../ui/badge'
import { formatCount, formatWhen } from '../admin-format'
import { filtersSummary, memberName, type AccessLogItem } from './access-log-format'

/** Inquiries shown before "and N more": a list may name a hundred. */
const SHOWN_IDS = 5

const linkClass =
  'rounded font-medium whitespace-nowrap text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'

export function EntryTime({ item }: { item: AccessLogItem }) {
  return <time dateTime={item.at}>{formatWhen(item.at)}</time>
}

/** Who: the member's name and e-mail as the team lists them now, and the role they had then. */
export function EntryMember({ item }: { item: AccessLogItem }) {
  const name = memberName(item)
  return (
    <span className="block min-w-0">
      <span className="block font-semibold break-words text-slate-900">{name}</span>
      {item.actorEmail && item.actorEmail !== name && (
        <span className="block text-slate-600 break-words">{item.actorEmail}</span>
      )}
      <Badge tone="neutral" className="mt-1">
        {ROLE_LABELS[item.actorRole]}
      </Badge>
    </span>
  )
}

export function EntryAction({ item }: { item: AccessLogItem }) {
  return <>{ACCESS_ACTION_LABELS[item.action]}</>
}

/** The inquiries the entry names, each a link to its detail; a long list folds after the first few. */
export function EntryInquiries({ item }: { item: AccessLogItem }) {
  const [all, setAll] = useState(false)
  const ids = item.inquiryIds
  if (ids.length === 0) return <span className="text-slate-500">—</span>
  const shown = all ? ids : ids.slice(0, SHOWN_IDS)
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {shown.map((id) => (
        <Link
          key={id}
          to="/admin/inquiries/$inquiryId"
          params={{ inquiryId: String(id) }}
          search={{}}
          className={linkClass}
        >
          #{id}
        </Link>
      ))}
      {ids.length > shown.length && (
        <button type="button" onClick={() => setAll(true)} className={`${linkClass} underline`}>
          and {formatCount(ids.length - shown.length)} more
        </button>
      )}
    </span>
  )
}

/** How many rows a list or export held; nothing for a single inquiry's entry. */
export function EntryRows({ item }: { item: AccessLogItem }) {
  return item.rowCount === null ? <span className="text-slate-500">—</span> : <>{formatCount(item.rowCount)}</>
}

export function EntryFilters({ item }: { item: AccessLogItem }) {
  const summary = filtersSummary(item.detail)
  return summary ? <>{summary}</> : <span className="text-slate-500">—</span>
}
