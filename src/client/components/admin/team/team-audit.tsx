import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { formatWhen } from '../admin-format'
import { auditSentence } from './team-format'

/** Who gave, changed or took whose role, and who was invited, newest first. */
export function TeamAudit() {
  const audit = adminTrpc.admin.users.audit.useQuery({ limit: 50 })
  return (
    <QueryState query={audit} loading="Loading the audit…">
      {(entries) =>
        entries.length === 0 ? (
          <p className="text-sm text-slate-600">No changes to the team yet.</p>
        ) : (
          <ol className="space-y-2 text-sm" aria-label="Changes to the team">
            {entries.map((e) => (
              <li key={e.id} className="rounded-lg bg-white px-4 py-2.5 ring-1 ring-slate-200">
                <time dateTime={e.at} className="mr-2 text-slate-600">
                  {formatWhen(e.at)}
                </time>
                <span className="text-slate-900">{auditSentence(e)}</span>
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  )
}
