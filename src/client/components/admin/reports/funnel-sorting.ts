import type { FunnelRow } from '../../../../shared/schemas/reports'

/** The table's columns, each sortable; `label` is the group (source, campaign, program or owner). */
export const FUNNEL_COLUMNS = [
  'label',
  'inquiries',
  'contacted',
  'qualified',
  'enrolled',
  'conversion',
  'medianDaysToEnrol',
  'medianHoursToFirstContact',
] as const satisfies ReadonlyArray<keyof FunnelRow>
export type FunnelColumn = (typeof FUNNEL_COLUMNS)[number]

export type SortDirection = 'asc' | 'desc'
export interface FunnelSort {
  column: FunnelColumn
  dir: SortDirection
}

/** The server's own order: most inquiries first. */
export const DEFAULT_SORT: FunnelSort = { column: 'inquiries', dir: 'desc' }

/**
 * The first click's direction: names A to Z, medians fastest first, counts and conversion largest first,
 * since that is what each column is read for.
 */
export function firstDirection(column: FunnelColumn): SortDirection {
  return column === 'label' || column === 'medianDaysToEnrol' || column === 'medianHoursToFirstContact' ? 'asc' : 'desc'
}

/** The sort after a click on a column's header: the other direction on the same column, else its first. */
export function nextSort(current: FunnelSort, column: FunnelColumn): FunnelSort {
  if (current.column === column) return { column, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { column, dir: firstDirection(column) }
}

const isColumn = (value: string | undefined): value is FunnelColumn => FUNNEL_COLUMNS.some((column) => column === value)

/** The sort the address names, or undefined when it names none that exists. */
export function readSort(sort: string | undefined, dir: string | undefined): FunnelSort | undefined {
  if (!isColumn(sort)) return undefined
  return { column: sort, dir: dir === 'asc' || dir === 'desc' ? dir : firstDirection(sort) }
}

const byLabel = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' })

/**
 * The rows in the chosen order. A median nobody reached (null) stays at the bottom either way: it is not
 * fast or slow, just absent. Ties keep the server's order (most inquiries first), as Array.sort is stable.
 */
export function sortRows(rows: readonly FunnelRow[], { column, dir }: FunnelSort): FunnelRow[] {
  const sign = dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    if (column === 'label') return sign * byLabel.compare(a.label, b.label)
    const x = a[column]
    const y = b[column]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return sign * (x - y)
  })
}
