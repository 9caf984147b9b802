import { describe, expect, it } from 'vitest'
import type { FunnelRow } from '../../src/shared/schemas/reports'
import { defaultRange, QUICK_RANGES } from '../../src/client/components/admin/reports/funnel-range'
import { nextSort, readSort, sortRows } from '../../src/client/components/admin/reports/funnel-sorting'

const range = (id: string, today: string) => QUICK_RANGES.find((r) => r.id === id)!.range(today)

describe("the funnel page's date ranges", () => {
  it('counts both ends: 30 and 90 days end today, twelve months start the day after a year before', () => {
    expect(range('last-30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(range('last-90', '2026-11-24')).toEqual({ from: '2026-08-27', to: '2026-11-24' })
    expect(range('last-12m', '2026-11-24')).toEqual({ from: '2025-11-25', to: '2026-11-24' })
    expect(range('this-year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' })
    expect(defaultRange('2026-11-24')).toEqual({ from: '2025-11-25', to: '2026-11-24' })
  })

  it('takes a leap day to the first of March a year on', () => {
    expect(range('last-12m', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' })
  })
})

const row = (label: string, conversion: number, medianDaysToEnrol: number | null): FunnelRow => ({
  key: label,
  label,
  inquiries: 10,
  contacted: 5,
  qualified: 3,
  enrolled: 1,
  conversion,
  medianDaysToEnrol,
  medianHoursToFirstContact: null,
})

describe("the funnel table's sorting", () => {
  const rows = [row('instagram', 10, 20), row('google', 30, null), row('Direct', 20, 5)]

  it('sorts names A to Z, and a click on the same column turns it round', () => {
    const byName = nextSort({ column: 'inquiries', dir: 'desc' }, 'label')
    expect(byName).toEqual({ column: 'label', dir: 'asc' })
    expect(sortRows(rows, byName).map((r) => r.label)).toEqual(['Direct', 'google', 'instagram'])
    expect(sortRows(rows, nextSort(byName, 'label')).map((r) => r.label)).toEqual(['instagram', 'google', 'Direct'])
  })

  it('sorts conversion largest first and medians fastest first, with a missing median last either way', () => {
    expect(sortRows(rows, nextSort({ column: 'label', dir: 'asc' }, 'conversion')).map((r) => r.label)).toEqual([
      'google',
      'Direct',
      'instagram',
    ])
    const fastest = nextSort({ column: 'label', dir: 'asc' }, 'medianDaysToEnrol')
    expect(sortRows(rows, fastest).map((r) => r.label)).toEqual(['Direct', 'instagram', 'google'])
    expect(sortRows(rows, nextSort(fastest, 'medianDaysToEnrol')).map((r) => r.label)).toEqual([
      'instagram',
      'Direct',
      'google',
    ])
  })

  it('reads the sort from the address, ignoring a column that does not exist', () => {
    expect(readSort('conversion', 'asc')).toEqual({ column: 'conversion', dir: 'asc' })
    expect(readSort('conversion', 'sideways')).toEqual({ column: 'conversion', dir: 'desc' })
    expect(readSort('email', 'asc')).toBeUndefined()
  })
})
