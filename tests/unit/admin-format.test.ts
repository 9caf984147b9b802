import { describe, it, expect } from 'vitest'

// An admin's browser may be set to any zone: this one is set to California's before the module loads.
process.env.TZ = 'America/Los_Angeles'
const { durationText, formatCount, formatDay, formatDue, formatWhen, formatWhenShort, relativeTime } =
  await import('../../src/client/components/admin/admin-format')

// 20:00 UTC on 23 November is 01:30 on 24 November in India and noon on the 23rd in California: a
// formatter that forgot India's zone would print another day.
const LATE_EVENING_UTC = '2026-11-23T20:00:00Z'

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(7)).toBe('7')
    expect(formatCount(1200)).toBe('1,200')
    expect(formatCount(125000)).toBe('1,25,000')
  })
})

describe('formatWhen', () => {
  it("prints India's date and time, whatever the machine's zone", () => {
    expect(formatWhen(LATE_EVENING_UTC)).toBe('24 Nov 2026, 1:30 am')
    expect(formatWhen('2026-11-24T01:30:00+05:30')).toBe('24 Nov 2026, 1:30 am')
  })
  it('shows an unreadable value as it came', () => {
    expect(formatWhen('not a date')).toBe('not a date')
  })
})

describe('formatWhenShort', () => {
  it("drops the year in India's current year", () => {
    expect(formatWhenShort(LATE_EVENING_UTC, new Date('2026-12-01T00:00:00Z'))).toBe('24 Nov, 1:30 am')
  })
  it("gives an earlier year's day alone", () => {
    expect(formatWhenShort('2025-11-25T06:00:00Z', new Date('2026-12-01T00:00:00Z'))).toBe('25 Nov 2025')
  })
  it("reads the year in India: 31 December 20:00 UTC is already next year's 1 January", () => {
    expect(formatWhenShort('2025-12-31T20:00:00Z', new Date('2026-01-05T00:00:00Z'))).toBe('1 Jan, 1:30 am')
  })
})

describe('formatDay and formatDue', () => {
  it("give India's day", () => {
    expect(formatDay(LATE_EVENING_UTC)).toBe('24 Nov 2026')
    expect(formatDue(LATE_EVENING_UTC)).toBe('Tue 24 Nov, 01:30')
    expect(formatDue('2026-11-26T09:30:00Z')).toBe('Thu 26 Nov, 15:00')
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  it('says how long ago or how soon', () => {
    expect(relativeTime('2026-11-24T11:59:30Z', now)).toBe('just now')
    expect(relativeTime('2026-11-24T09:00:00Z', now)).toBe('3 hours ago')
    expect(relativeTime('2026-11-23T12:00:00Z', now)).toBe('yesterday')
    expect(relativeTime('2026-11-24T12:05:00Z', now)).toBe('in 5 minutes')
  })
})

describe('durationText', () => {
  it('names the largest whole unit', () => {
    expect(durationText(30_000)).toBe('less than a minute')
    expect(durationText(60_000)).toBe('1 minute')
    expect(durationText(-2 * 3_600_000 - 5)).toBe('2 hours')
    expect(durationText(3 * 86_400_000)).toBe('3 days')
  })
})
