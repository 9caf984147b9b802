import { describe, it, expect } from 'vitest'
import { starParts } from '../../src/shared/rating'

describe('starParts', () => {
  it('4.6 → 4 full stars and a half', () => {
    expect(starParts(4.6)).toEqual({ full: 4, half: true, empty: 0 })
  })
  it('4.4 → 4 full stars, no half', () => {
    expect(starParts(4.4)).toEqual({ full: 4, half: false, empty: 1 })
  })
  it('exactly .5 counts as a half', () => {
    expect(starParts(3.5)).toEqual({ full: 3, half: true, empty: 1 })
  })
  it('5 → all full', () => {
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 })
  })
  it('0 → all empty', () => {
    expect(starParts(0)).toEqual({ full: 0, half: false, empty: 5 })
  })
  it('always totals five stars', () => {
    for (const r of [0.2, 1, 2.49, 2.5, 4.8, 4.9]) {
      const { full, half, empty } = starParts(r)
      expect(full + (half ? 1 : 0) + empty).toBe(5)
    }
  })
})
