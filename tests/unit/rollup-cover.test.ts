import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, cover, coverFine, periodStart, type Segment } from '../../src/server/rollups/rollup-read'
import type { Grain } from '../../src/server/rollups/cubes'

// A range's cover must hold each of its days once and no other: a day left out is inquiries missing from
// a count, chart or funnel that reads the cubes. Open ends are bounded here by the days tried.

const FIRST = '2025-01-01'
const LAST = '2027-12-31'
const dayOf = fc.integer({ min: 0, max: 1094 }).map((n) => addDays(FIRST, n))

/** Every day a segment's periods hold, within [FIRST, LAST]. */
function daysOf(segment: Segment): string[] {
  const days: string[] = []
  for (let d = FIRST; d <= LAST; d = addDays(d, 1)) {
    const start = periodStart(d, segment.grain)
    if ((segment.from === undefined || start >= segment.from) && (segment.to === undefined || start <= segment.to))
      days.push(d)
  }
  return days
}

function expectExact(segments: Segment[], from: string | undefined, to: string | undefined): void {
  const covered = segments.flatMap(daysOf).sort()
  const wanted: string[] = []
  for (let d = from ?? FIRST; d <= (to ?? LAST); d = addDays(d, 1)) wanted.push(d)
  expect(covered).toEqual(wanted)
}

const range = fc
  .tuple(fc.option(dayOf, { nil: undefined }), fc.option(dayOf, { nil: undefined }))
  .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? { from: b, to: a } : { from: a, to: b }))

describe('the periods that cover a range of days', () => {
  it('hold each day of the range once, at every grain', () => {
    fc.assert(
      fc.property(range, fc.constantFrom<Grain>('d', 'w', 'm', 'q'), ({ from, to }, grain) => {
        expectExact(cover({ from, to }, grain), from, to)
      }),
      { numRuns: 300 },
    )
  })

  it('with months, weeks and days (and quarters first), hold each day once too, and a year in a few dozen periods', () => {
    fc.assert(
      fc.property(range, fc.boolean(), ({ from, to }, quarters) => {
        expectExact(coverFine({ from, to }, quarters ? ['q', 'm', 'w'] : ['m', 'w']), from, to)
      }),
      { numRuns: 300 },
    )
    expect(coverFine({ from: '2025-11-29', to: '2026-11-28' }, ['q', 'm', 'w']).filter((s) => s.grain !== 'd')).toEqual(
      [
        { grain: 'q', from: '2026-01-01', to: '2026-07-01' },
        { grain: 'm', from: '2025-12-01', to: '2025-12-01' },
        { grain: 'm', from: '2026-10-01', to: '2026-10-01' },
        { grain: 'w', from: '2026-11-02', to: '2026-11-16' },
      ],
    )
    // A year from a Sunday in November: 11 whole months, then weeks and days at each end.
    const year = coverFine({ from: '2025-11-30', to: '2026-11-28' })
    expect(year.find((s) => s.grain === 'm')).toEqual({ grain: 'm', from: '2025-12-01', to: '2026-10-01' })
    expect(year.filter((s) => s.grain === 'd').length).toBeLessThanOrEqual(4)
  })

  it('start at the first whole period after a ragged start (a Wednesday, the 15th)', () => {
    expect(cover({ from: '2026-11-11', to: '2026-11-29' }, 'w')).toEqual([
      { grain: 'w', from: '2026-11-16', to: '2026-11-23' },
      { grain: 'd', from: '2026-11-11', to: '2026-11-15' },
    ])
    expect(cover({ from: '2026-08-15', to: '2026-11-10' }, 'm')).toEqual([
      { grain: 'm', from: '2026-09-01', to: '2026-10-01' },
      { grain: 'd', from: '2026-08-15', to: '2026-08-31' },
      { grain: 'd', from: '2026-11-01', to: '2026-11-10' },
    ])
  })
})
