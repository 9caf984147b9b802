import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { histogramAdd, histogramCount, histogramMiddle } from '../../src/server/reports/histogram'

/** The median of the values themselves, as percentile_cont(0.5) gives it. */
function medianOf(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = (sorted.length - 1) / 2
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2
}

describe('histogram medians', () => {
  it('equal the median of the values the histogram counts, in any order and with empty cells', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 5 }))), (cells) => {
        const histogram = new Map<number, number>()
        const values: number[] = []
        for (const [value, n] of cells) {
          histogramAdd(histogram, value, n)
          for (let i = 0; i < n; i++) values.push(value)
        }
        expect(histogramCount(histogram)).toBe(values.length)
        expect(histogramMiddle(histogram)).toBe(medianOf(values))
      }),
    )
  })

  it('is the mean of the middle two for an even count, and null when empty', () => {
    expect(
      histogramMiddle(
        new Map([
          [3, 1],
          [8, 1],
        ]),
      ),
    ).toBe(5.5)
    expect(histogramMiddle(new Map([[4, 0]]))).toBeNull()
    expect(histogramMiddle(new Map())).toBeNull()
  })
})
