import { describe, expect, it } from 'vitest'
import {
  bucketNote,
  crossesYear,
  perBucketTitle,
  periodLabel,
  tickLabel,
} from '../../src/client/components/admin/inquiries/chart-periods'

describe('chart period labels', () => {
  it('names a day, a week and a month as the axis shows them', () => {
    expect(tickLabel('2026-01-12', 'day', false)).toBe('12 Jan')
    expect(tickLabel('2026-01-12', 'week', false)).toBe('Week of 12 Jan')
    expect(tickLabel('2026-01-01', 'month', false)).toBe('Jan 2026')
    expect(tickLabel('2025-12-29', 'week', true)).toBe('Week of 29 Dec 2025')
  })

  it('always gives the year in tooltips and the data table', () => {
    expect(periodLabel('2026-01-12', 'day')).toBe('12 Jan 2026')
    expect(periodLabel('2026-01-12', 'week')).toBe('Week of 12 Jan 2026')
    expect(periodLabel('2026-01-01', 'month')).toBe('Jan 2026')
  })

  it('titles the chart by its bucket and says when the ends may be partial', () => {
    expect(perBucketTitle('week')).toBe('Inquiries per week')
    expect(bucketNote('day')).toBeNull()
    expect(bucketNote('week')).toBe('Weeks from Monday; the first and last may be partial.')
    expect(bucketNote('month')).toMatch(/partial/)
  })

  it('tells when the periods cross a new year', () => {
    expect(crossesYear([])).toBe(false)
    expect(crossesYear(['2026-01-05', '2026-12-28'])).toBe(false)
    expect(crossesYear(['2025-12-29', '2026-01-05'])).toBe(true)
  })
})
