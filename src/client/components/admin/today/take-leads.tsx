import { useId } from 'react'
import type { PersonRef } from '../../../lib/router-types'
import { adminTrpc } from '../admin-trpc'
import { personName } from '../inquiries/inquiry-format'
import { QueryState } from '../query-state'
import { useTakeLeads } from './use-take-leads'

/**
 * A native checkbox drawn as a switch, so the keyboard, the label and the checked state are the browser's.
 * Off is slate-500 and on blue-800: both at least 3:1 against the white card (WCAG 1.4.11).
 */
const switchClass =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-blue-800 before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 motion-reduce:transition-none motion-reduce:before:transition-none'

function takersSentence(takers: PersonRef[]): string {
  if (takers.length === 0) return 'Nobody is taking new leads: they stay unassigned.'
  return `New inquiries are shared round-robin among: ${takers.map(personName).join(', ')}.`
}

/** "Take new leads": whether new inquiries may be assigned to the signed-in admin, and who takes them now. */
export function TakeLeads() {
  const distribution = adminTrpc.admin.distribution.get.useQuery()
  const { saving, choose } = useTakeLeads()
  const takersId = useId()
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      <QueryState query={distribution} loading="Loading who takes new leads…">
        {({ takingLeads, takers }) => (
          <div className="space-y-1 sm:space-y-2">
            <label className="inline-flex cursor-pointer items-center gap-3 font-semibold text-slate-900">
              <input
                type="checkbox"
                role="switch"
                checked={saving ?? takingLeads}
                onChange={(e) => choose(e.target.checked)}
                aria-describedby={takersId}
                className={switchClass}
              />
              Take new leads
            </label>
            <p id={takersId} className="text-sm break-words text-slate-600">
              {takersSentence(takers)}
            </p>
          </div>
        )}
      </QueryState>
    </div>
  )
}
