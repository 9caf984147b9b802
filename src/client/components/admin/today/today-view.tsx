import type { MyDay } from '../../../lib/router-types'
import { MY_DAY_FILTERS } from '../../../../shared/schemas/admin-inquiries'
import { adminTrpc } from '../admin-trpc'
import { useNow } from '../inquiry-detail/when'
import { QueryState } from '../query-state'
import { DeskList, type DeskListSpec } from './desk-list'
import { TakeLeads } from './take-leads'
import { AddInquiryButton } from '../add-inquiry/add-inquiry-button'
import { useFallbackInterval } from '../live/live-state'

/** The clock of the lists' "late by" phrases; and, while the live stream is down, how often My day is asked. */
const POLL_MS = 30_000
/**
 * Leads cross their first-contact deadline with no event to tell of it: while live, My day is still asked
 * this often for the late lists (follow-ups falling due and every change arrive as events).
 */
const LATE_CHECK_MS = 5 * 60_000

/** My day's lists in the order of the desk's work, each the table under the filters of its "See all". */
const LISTS: ReadonlyArray<[keyof MyDay, DeskListSpec]> = [
  [
    'overdue',
    {
      title: 'Overdue follow-ups',
      empty: 'No overdue follow-ups.',
      measure: 'follow-up',
      seeAll: MY_DAY_FILTERS.overdue,
    },
  ],
  [
    'today',
    {
      title: 'Due today',
      empty: 'No more follow-ups due today.',
      measure: 'follow-up',
      seeAll: MY_DAY_FILTERS.today,
    },
  ],
  [
    'late',
    {
      title: 'My late leads',
      empty: 'None of your leads is past its first-contact deadline.',
      measure: 'deadline',
      seeAll: MY_DAY_FILTERS.late,
    },
  ],
  [
    'unassignedLate',
    {
      title: 'Unassigned late leads',
      empty: 'No unassigned lead is past its deadline.',
      measure: 'deadline',
      seeAll: MY_DAY_FILTERS.unassignedLate,
      assignable: true,
    },
  ],
  [
    'upcoming',
    {
      title: 'Upcoming follow-ups',
      empty: 'No follow-ups planned after today.',
      measure: 'follow-up',
      seeAll: MY_DAY_FILTERS.upcoming,
    },
  ],
]

/** The admissions desk's day for the signed-in admin: taking new leads, then what needs doing now. */
export function TodayView() {
  const refetchInterval = useFallbackInterval(POLL_MS) || LATE_CHECK_MS
  const day = adminTrpc.admin.inquiries.myDay.useQuery(undefined, { refetchInterval })
  // The lists' "late by" phrases follow the clock between two answers of the server, and are never older
  // than the answer itself (a row that has just turned overdue must not read "due in").
  const now = Math.max(useNow(POLL_MS), day.dataUpdatedAt)
  return (
    // Tighter on a phone, so that the first lead to call is on the first screen.
    <div className="space-y-4 sm:space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TakeLeads />
        </div>
        {/* A walk-in or a call at the desk, typed in from the day's page. */}
        <AddInquiryButton className="self-start" />
      </div>
      <QueryState query={day} loading="Loading your day…">
        {(data) => (
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            {LISTS.map(([key, spec]) => (
              <DeskList key={key} spec={spec} list={data[key]} now={now} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  )
}
