import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { FUNNEL_GROUP_LABELS, type Funnel, type FunnelRow } from '../../../../shared/schemas/reports'
import { formatContactHours, formatDays, formatPercent } from './funnel-format'
import { formatCount } from '../admin-format'
import { FUNNEL_COLUMNS, nextSort, sortRows, type FunnelColumn, type FunnelSort } from './funnel-sorting'

const HEADINGS: Record<Exclude<FunnelColumn, 'label'>, string> = {
  inquiries: 'Inquiries',
  contacted: 'Contacted',
  qualified: 'Qualified',
  enrolled: 'Enrolled',
  conversion: 'Conversion',
  medianDaysToEnrol: 'Median days to enrol',
  medianHoursToFirstContact: 'Median time to first contact',
}

/** A median nobody reached: a dash to the eye, words to a screen reader. */
function Missing({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{words}</span>
    </>
  )
}

function Cell({ row, column }: { row: FunnelRow; column: Exclude<FunnelColumn, 'label'> }) {
  switch (column) {
    case 'conversion':
      return formatPercent(row.conversion)
    case 'medianDaysToEnrol':
      return row.medianDaysToEnrol === null ? <Missing words="None enrolled" /> : formatDays(row.medianDaysToEnrol)
    case 'medianHoursToFirstContact':
      return row.medianHoursToFirstContact === null ? (
        <Missing words="None contacted" />
      ) : (
        formatContactHours(row.medianHoursToFirstContact)
      )
    default:
      return formatCount(row[column])
  }
}

/** Short headings stay on one line; the medians' wrap into two rather than four on a phone. */
const WIDTHS: Record<FunnelColumn, string> = {
  label: 'min-w-[8rem]',
  inquiries: 'whitespace-nowrap',
  contacted: 'whitespace-nowrap',
  qualified: 'whitespace-nowrap',
  enrolled: 'whitespace-nowrap',
  conversion: 'whitespace-nowrap',
  medianDaysToEnrol: 'min-w-[8.5rem]',
  medianHoursToFirstContact: 'min-w-[9.5rem]',
}

const NUMBER_COLUMNS = FUNNEL_COLUMNS.filter((c): c is Exclude<FunnelColumn, 'label'> => c !== 'label')

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: FunnelColumn
  label: string
  sort: FunnelSort
  onSort: (sort: FunnelSort) => void
}) {
  const sorted = sort.column === column ? sort.dir : undefined
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
  const numeric = column !== 'label'
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={`px-3 py-2 align-bottom font-semibold ${WIDTHS[column]} ${numeric ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className={`-mx-1 inline-flex items-end gap-1 rounded px-1 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${numeric ? 'text-right' : 'text-left'}`}
      >
        {label}
        <Icon className={`size-3.5 shrink-0 ${sorted ? 'text-blue-800' : 'text-slate-400'}`} aria-hidden="true" />
      </button>
    </th>
  )
}

// The group's name stays in view while a phone scrolls the figures sideways.
const stickyCell = 'sticky left-0 z-10 max-w-[14rem] px-3 py-2 text-left break-words'

/**
 * The funnel, one row per group and the total in the footer; every header sorts the rows in the page
 * (the server sends every group it lists). It scrolls sideways inside its own box, never the page.
 */
export function FunnelTable({
  funnel,
  sort,
  onSort,
  busy,
}: {
  funnel: Funnel
  sort: FunnelSort
  onSort: (sort: FunnelSort) => void
  busy: boolean
}) {
  const group = FUNNEL_GROUP_LABELS[funnel.by]
  const rows = sortRows(funnel.rows, sort)
  return (
    // Its own sideways scroll on a phone; the header buttons let a keyboard reach (and scroll to) every column.
    // Positioned, so the screen-reader-only words in its cells (absolutely placed) scroll with it instead of
    // widening the page.
    <div className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table aria-busy={busy} className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Funnel by {group.toLowerCase()}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <SortHeader column="label" label={group} sort={sort} onSort={onSort} />
            {NUMBER_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} label={HEADINGS[column]} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className="group hover:bg-slate-50">
              <th scope="row" className={`${stickyCell} bg-white font-medium text-slate-900 group-hover:bg-slate-50`}>
                {row.label}
              </th>
              {NUMBER_COLUMNS.map((column) => (
                <td key={column} className="px-3 py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">
                  <Cell row={row} column={column} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className={`${stickyCell} bg-slate-50`}>
              Total
            </th>
            {NUMBER_COLUMNS.map((column) => (
              <td key={column} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                <Cell row={funnel.total} column={column} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
