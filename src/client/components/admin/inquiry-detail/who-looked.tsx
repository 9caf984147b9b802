import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ROLE_LABELS } from '../../../../shared/permissions'
import { ACCESS_ACTION_LABELS, WHO_LOOKED_LIMIT } from '../../../../shared/schemas/access-log'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { usePermissions } from '../use-permissions'
import { memberName } from '../access-log/access-log-format'
import { When } from './when'

const boxClass = 'rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200'

/**
 * A read of the lead is in its log by the time it answers, so "Who looked at this" asks again: opened
 * while the person's other inquiries were still loading, it would otherwise miss that read. `answeredAt`
 * is the read's `dataUpdatedAt`; a closed section is only marked stale.
 */
export function useReadLogged(inquiryId: number | undefined, answeredAt: number) {
  const utils = adminTrpc.useUtils()
  useEffect(() => {
    if (inquiryId === undefined || answeredAt === 0) return
    void utils.admin.inquiries.accessLog.invalidate({ id: inquiryId })
  }, [utils, inquiryId, answeredAt])
}

/** The last entries, asked for only once the section is opened: most openings of a lead never look. */
function Entries({ inquiryId }: { inquiryId: number }) {
  const log = adminTrpc.admin.inquiries.accessLog.useQuery({ id: inquiryId })
  if (log.error) {
    return (
      <p role="alert" className={boxClass}>
        {log.error.message}{' '}
        <button type="button" onClick={() => void log.refetch()} className={buttonClass('outline', 'sm', 'ml-2')}>
          Retry
        </button>
      </p>
    )
  }
  if (!log.data) {
    return (
      <p role="status" className={boxClass}>
        Loading who looked…
      </p>
    )
  }
  if (log.data.length === 0) return <p className={boxClass}>No one has looked at it yet.</p>
  return (
    <div className="space-y-2">
      <ol
        aria-label="Who looked at this"
        className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
      >
        {log.data.map((e) => (
          <li key={e.id} className="px-4 py-2.5 text-sm">
            <span className="font-semibold text-slate-900">{memberName(e)}</span>{' '}
            <span className="text-slate-600">({ROLE_LABELS[e.actorRole]})</span>
            <span className="block text-slate-800">
              {ACCESS_ACTION_LABELS[e.action]}, <When iso={e.at} />
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm">
        {log.data.length >= WHO_LOOKED_LIMIT && `The last ${WHO_LOOKED_LIMIT}. `}
        <Link
          to="/admin/access-log"
          search={{ inquiryId }}
          className="font-medium text-blue-800 underline-offset-2 hover:underline"
        >
          Everything about this inquiry in the access log
        </Link>
      </p>
    </div>
  )
}

/**
 * "Who looked at this", for those who read the access log (owners): the lead's last entries, folded
 * until asked for.
 */
export function WhoLooked({ inquiryId }: { inquiryId: number }) {
  const { can } = usePermissions()
  const [open, setOpen] = useState(false)
  if (!can('accessLog.read')) return null
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)} className="rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-base font-bold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
        Who looked at this
      </summary>
      <div className="px-4 pb-4">{open && <Entries inquiryId={inquiryId} />}</div>
    </details>
  )
}
