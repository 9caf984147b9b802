import { describe, it, expect } from 'vitest'
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
})

describe('formatMonths', () => {
  it('pluralises', () => {
    expect(formatMonths(1)).toBe('1 month')
    expect(formatMonths(3)).toBe('3 months')
  })
})
