import { adminTrpc } from './admin-trpc'
import { QueryState } from './query-state'
import { formatWhen } from './admin-format'

const SOURCE = { 'back-office': 'in the back office', cli: 'on the command line', 'admin-emails': 'by ADMIN_EMAILS' }

/** Who granted or revoked whose access, and when, newest first. */
export function AdminAudit() {
  const audit = adminTrpc.admin.users.audit.useQuery({ limit: 50 })
  return (
    <QueryState query={audit} loading="Loading the audit…">
      {(entries) =>
        entries.length === 0 ? (
          <p className="text-sm text-slate-600">No grants or revokes yet.</p>
        ) : (
          <ol className="space-y-2 text-sm" aria-label="Grants and revokes">
            {entries.map((e) => (
              <li key={e.id} className="rounded-lg bg-white px-4 py-2.5 ring-1 ring-slate-200">
                <time dateTime={e.at} className="mr-2 text-slate-600">
                  {formatWhen(e.at)}
                </time>
                <strong className="font-semibold text-slate-900">{e.action === 'grant' ? 'Granted' : 'Revoked'}</strong>{' '}
                {e.targetEmail ?? e.targetUid}
                {e.actorEmail ? ` by ${e.actorEmail}` : ''} {SOURCE[e.source]}
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  )
}
