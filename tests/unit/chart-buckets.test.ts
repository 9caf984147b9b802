import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  bucketForSpan,
  bucketStart,
  bucketStarts,
  daySpan,
  foldDays,
  type DayCount,
} from '../../src/server/inquiries/chart-buckets'

describe('daySpan and bucketForSpan', () => {
  it('counts both ends', () => {
    expect(daySpan('2026-01-12', '2026-01-12')).toBe(1)
    expect(daySpan('2026-01-01', '2026-03-31')).toBe(90)
    // Two years with a leap day: 366 + 365.
    expect(daySpan('2024-01-01', '2025-12-31')).toBe(731)
  })

  it('turns days into weeks past 90 days and weeks into months past 731', () => {
    expect([1, 90, 91, 731, 732, 5_000].map(bucketForSpan)).toEqual(['day', 'day', 'week', 'week', 'month', 'month'])
  })
})

describe('bucketStart', () => {
  it('finds the Monday of a week, Mondays and Sundays included, across a month and a year', () => {
    expect(bucketStart('2026-01-12', 'week')).toBe('2026-01-12') // Monday
    expect(bucketStart('2026-01-18', 'week')).toBe('2026-01-12') // Sunday
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29') // Thursday
    expect(bucketStart('2024-03-01', 'week')).toBe('2024-02-26') // Friday after a leap day
  })

  it('finds the 1st of a month, and leaves a day alone', () => {
    expect(bucketStart('2024-02-29', 'month')).toBe('2024-02-01')
    expect(bucketStart('2026-07-19', 'day')).toBe('2026-07-19')
  })
})

describe('bucketStarts', () => {
  it('lists every bucket between the two, the partial ends and empty middles included', () => {
    expect(bucketStarts('2026-01-01', '2026-01-20', 'week')).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
    ])
    expect(bucketStarts('2025-11-30', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
    expect(bucketStarts('2024-02-28', '2024-03-01', 'day')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])
  })
})

describe('foldDays', () => {
  it('sums each key by bucket, zero where a key had nothing', () => {
    const rows: DayCount[] = [
      { day: '2026-01-13', key: 'a', count: 2 },
      { day: '2026-01-18', key: 'a', count: 3 },
      { day: '2026-01-26', key: 'b', count: 4 },
      { day: '2026-01-12', key: 'b', count: 1 },
    ]
    const { starts, counts } = foldDays(rows, 'week')
    expect(starts).toEqual(['2026-01-12', '2026-01-19', '2026-01-26'])
    expect(Object.fromEntries(counts)).toEqual({ a: [5, 0, 0], b: [1, 0, 4] })
  })

  it('gives nothing for nothing', () => {
    expect(foldDays([], 'month')).toEqual({ starts: [], counts: new Map() })
  })

  const dayCount = fc.record({
    day: fc
      .integer({ min: Date.UTC(2019, 0, 1) / 86_400_000, max: Date.UTC(2027, 11, 31) / 86_400_000 })
      .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10)),
    key: fc.constantFrom('a', 'b', 'c'),
    count: fc.integer({ min: 1, max: 50 }),
  })

  const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

  it('keeps every count, in the bucket that holds its day, with no gap or repeat between buckets', () => {
    fc.assert(
      fc.property(
        fc.array(dayCount, { minLength: 1, maxLength: 60 }),
        fc.constantFrom('day', 'week', 'month'),
        (rows, bucket) => {
          const { starts, counts } = foldDays(rows, bucket)
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
          expect(sum([...counts.values()].map(sum))).toBe(sum(rows.map((r) => r.count)))
          expect(new Set(starts).size).toBe(starts.length)
          expect([...starts].sort()).toEqual(starts)
          expect(starts.map((s) => bucketStart(s, bucket))).toEqual(starts)
          for (const r of rows) expect(starts).toContain(bucketStart(r.day, bucket))
          for (const c of counts.values()) expect(c).toHaveLength(starts.length)
          // Each bucket ends the day before the next begins.
          for (let i = 1; i < starts.length; i++) expect(bucketStart(dayBefore(starts[i]), bucket)).toBe(starts[i - 1])
        },
      ),
    )
  })
})
