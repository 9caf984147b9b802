import type { ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'

function Setting({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="gap-x-4 sm:grid sm:grid-cols-[11rem_1fr]">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  )
}

/** How this site delivers its e-mails: whether a mail server is set, who sends, whether leads hear back. */
export function DeliverySettings() {
  const settings = adminTrpc.admin.alerts.settings.useQuery()
  return (
    <QueryState query={settings} loading="Loading delivery settings…">
      {({ sending, from, leadConfirmation }) => (
        <div className="space-y-4">
          {!sending && (
            <p className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              No mail server is configured (SMTP_URL), so e-mails are kept here and not sent.
            </p>
          )}
          <dl className="space-y-3 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
            <Setting term="Sending">{sending ? 'On, through the configured mail server' : 'Off'}</Setting>
            <Setting term="Sender">{from}</Setting>
            <Setting term="Confirmation to leads">
              {leadConfirmation
                ? 'On: each lead gets an e-mail saying their request arrived'
                : 'Off: leads get no e-mail (LEAD_CONFIRMATION)'}
            </Setting>
          </dl>
        </div>
      )}
    </QueryState>
  )
}
