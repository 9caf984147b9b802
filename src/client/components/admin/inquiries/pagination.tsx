import { PAGE_SIZES } from '../../../../shared/schemas/admin-inquiries'
import { buttonClass } from '../../ui/button'
import { Select } from '../../ui/select'
import { formatCount } from '../admin-format'
import type { PageTarget } from './use-inquiry-search'

const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))

interface Props {
  /** 1, 2, … from the start; -1, -2, … back from the end; undefined when not known (a shared cursor). */
  page: number | undefined
  size: number
  rows: number
  total: number | undefined
  /** The total is a search's count limit and the table holds more ("of 10,000+"). */
  atLeast?: boolean
  prevCursor: string | null
  nextCursor: string | null
  onGo: (target: PageTarget) => void
  onSize: (size: number) => void
}

/** "Showing 26–50 of 1,234", counted from whichever end the page was reached from. */
export function showing(props: Pick<Props, 'page' | 'size' | 'rows' | 'total' | 'atLeast'>): string {
  const { page, size, rows } = props
  const of = props.total === undefined ? '' : ` of ${formatCount(props.total)}${props.atLeast ? '+' : ''}`
  // Past a search's count limit the table's size is not known, nor where a page reached from the end starts.
  const total = props.atLeast ? undefined : props.total
  let end: number | undefined
  if (page !== undefined && page > 0) end = (page - 1) * size + rows
  else if (page !== undefined && total !== undefined) end = total - (-page - 1) * size
  if (end === undefined) return `Showing ${formatCount(rows)}${of}`
  if (total !== undefined) end = Math.min(end, total)
  return `Showing ${formatCount(Math.max(1, end - rows + 1))}–${formatCount(end)}${of}`
}

/** Keyset pages: First, Previous, Next and Last follow the cursors the server returned. */
export function Pagination(props: Props) {
  const { page, prevCursor, nextCursor, onGo } = props
  const step = (by: number) => (page === undefined || page + by === 0 ? undefined : page + by)
  const button = buttonClass('outline', 'sm')
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">{showing(props)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          Rows per page
          <Select
            value={String(props.size)}
            options={SIZE_OPTIONS}
            onChange={(e) => props.onSize(Number(e.target.value))}
            className="h-9"
          />
        </label>
        <button type="button" className={button} disabled={!prevCursor} onClick={() => onGo({})}>
          First
        </button>
        <button
          type="button"
          className={button}
          disabled={!prevCursor}
          onClick={() => prevCursor && onGo({ before: prevCursor, page: step(-1) })}
        >
          Previous
        </button>
        <button
          type="button"
          className={button}
          disabled={!nextCursor}
          onClick={() => nextCursor && onGo({ after: nextCursor, page: step(1) })}
        >
          Next
        </button>
        <button type="button" className={button} disabled={!nextCursor} onClick={() => onGo({ last: true, page: -1 })}>
          Last
        </button>
      </div>
    </nav>
  )
}
