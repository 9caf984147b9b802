import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { formatMonths, formatRupees } from '../../src/shared/format'

describe('formatRupees', () => {
  it('formats with the rupee sign and no decimals', () => {
    expect(formatRupees(19999)).toBe('₹19,999')
  })
  it('uses Indian digit grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000')
    expect(formatRupees(10000000)).toBe('₹1,00,00,000')
  })
  it('formats zero', () => {
    expect(formatRupees(0)).toBe('₹0')
  })
  it('rounds fractional amounts', () => {
    expect(formatRupees(4999.6)).toBe('₹5,000')
  })
  it('writes what Intl.NumberFormat en-IN writes for rupees, for any price up to a hundred crore', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (n) => {
        expect(formatRupees(n)).toBe(intl.format(n))
      }),
      { numRuns: 5000 },
    )
    for (const n of [
      0, 5, 99, 100, 999, 1000, 99_999, 100_000, 1_234_567, 12_345_678, 123_456_789, 0.5, 1.5, 2.5, -2_500, -1_25_000.5,
    ]) {
      expect(formatRupees(n)).toBe(intl.format(n))
    }
  })
})

describe('formatMonths', () => {
  it('pluralises', () => {
    expect(formatMonths(1)).toBe('1 month')
    expect(formatMonths(3)).toBe('3 months')
  })
})
