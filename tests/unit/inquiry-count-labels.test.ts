import { describe, expect, it } from 'vitest'
import { showing } from '../../src/client/components/admin/inquiries/pagination'
import { allOf } from '../../src/client/components/admin/inquiries/status-chips'

// What the table says of its size: exact counts, and a search's past its count limit ("10,000+").

const byStatus = (n: number | null) => ({ new: n, contacted: n, qualified: n, enrolled: n, closed: n, spam: n })

describe('the "All" chip', () => {
  it('sums the statuses, and reads "10,000+" when a search matched too many to count', () => {
    expect(allOf({ byStatus: byStatus(1_200), total: 7_200, atLeast: false })).toBe('7,200')
    expect(allOf({ byStatus: byStatus(null), total: 10_000, atLeast: true })).toBe('10,000+')
  })
})

describe('the pager', () => {
  it('counts pages from either end of an exact total', () => {
    expect(showing({ page: 2, size: 25, rows: 25, total: 1_234 })).toBe('Showing 26–50 of 1,234')
    expect(showing({ page: -1, size: 25, rows: 9, total: 1_234 })).toBe('Showing 1,226–1,234 of 1,234')
  })

  it('says "of 10,000+" past a search\'s count limit, and no position for a page reached from the end', () => {
    expect(showing({ page: 2, size: 25, rows: 25, total: 10_000, atLeast: true })).toBe('Showing 26–50 of 10,000+')
    expect(showing({ page: -1, size: 25, rows: 9, total: 10_000, atLeast: true })).toBe('Showing 9 of 10,000+')
  })
})
