import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  CONTACT_MARK_MINUTES,
  DEFAULT_FIRST_CONTACT_HOURS,
  OFFICE_SCHEDULE,
  contactMarks,
  firstContactDeadline,
} from '../../src/shared/office-hours'

// The expected deadlines below were worked out by hand from the schedule (Mon-Fri 9:00-18:00, Sat
// 10:00-16:00, Sun closed: 51 office hours a week), in India time. The week used: Monday 2 March 2026
// to Wednesday 11 March 2026. Each time carries its weekday so that a reader can follow the count, and
// the helper refuses a weekday that does not match its date, so a slip in the table cannot hide.
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** 'Mon 2026-03-02 10:00' (India wall clock) to its instant. */
function ist(text: string): Date {
  const match = /^(\w{3}) (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/.exec(text)
  if (!match) throw new Error(`Not an India time: ${text}`)
  const [, day, date, time] = match
  const at = new Date(`${date}T${time}${time.length === 5 ? ':00' : ''}+05:30`)
  if (DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] !== day) throw new Error(`${date} is not a ${day}`)
  return at
}

/** An instant as India's wall clock, in the table's format (seconds only when there are some). */
function wall(at: Date): string {
  const shifted = new Date(at.getTime() + 330 * 60_000)
  const iso = shifted.toISOString()
  const time = iso.slice(17, 19) === '00' ? iso.slice(11, 16) : iso.slice(11, 19)
  return `${DAYS[shifted.getUTCDay()]} ${iso.slice(0, 10)} ${time}`
}

describe('the India-time helpers of this file', () => {
  it('read and write the wall clock at UTC+05:30', () => {
    expect(ist('Mon 2026-03-02 10:00').toISOString()).toBe('2026-03-02T04:30:00.000Z')
    expect(ist('Thu 2026-03-05 23:59').toISOString()).toBe('2026-03-05T18:29:00.000Z')
    expect(ist('Fri 2026-03-06 00:01').toISOString()).toBe('2026-03-05T18:31:00.000Z')
    expect(wall(new Date('2026-03-05T18:31:00Z'))).toBe('Fri 2026-03-06 00:01')
    expect(() => ist('Tue 2026-03-02 10:00')).toThrow()
  })
})

describe('firstContactDeadline', () => {
  it('defaults to 24 office hours', () => {
    expect(DEFAULT_FIRST_CONTACT_HOURS).toBe(24)
  })

  it('keeps the office hours of docs/product.md §9', () => {
    expect(OFFICE_SCHEDULE).toEqual([null, [540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], [600, 960]])
  })

  it.each([
    // During a weekday: Mon 8 h (10-18), Tue 9 h, Wed 7 h.
    ['during a weekday', 'Mon 2026-03-02 10:00', 'Wed 2026-03-04 16:00'],
    ['with seconds, which are kept', 'Mon 2026-03-02 10:00:30', 'Wed 2026-03-04 16:00:30'],
    // Before opening counts from 9:00: Mon 9, Tue 9, Wed 6.
    ['before opening', 'Mon 2026-03-02 07:30', 'Wed 2026-03-04 15:00'],
    ['exactly at opening', 'Mon 2026-03-02 09:00', 'Wed 2026-03-04 15:00'],
    ['a minute before opening', 'Mon 2026-03-02 08:59', 'Wed 2026-03-04 15:00'],
    ['a minute after opening', 'Mon 2026-03-02 09:01', 'Wed 2026-03-04 15:01'],
    // After closing counts from the next opening: Tue 9, Wed 9, Thu 6.
    ['after closing', 'Mon 2026-03-02 19:00', 'Thu 2026-03-05 15:00'],
    ['exactly at closing', 'Mon 2026-03-02 18:00', 'Thu 2026-03-05 15:00'],
    // A minute before closing: Mon 1 min, Tue 9 h, Wed 9 h, Thu 5 h 59 min.
    ['a minute before closing', 'Mon 2026-03-02 17:59', 'Thu 2026-03-05 14:59'],
    // Friday 17:00: Fri 1, Sat 6, Sun none, Mon 9, Tue 8.
    ['Friday before closing', 'Fri 2026-03-06 17:00', 'Tue 2026-03-10 17:00'],
    // Friday evening: Sat 6, Mon 9, Tue 9, ending exactly at Tuesday's closing (not Wednesday's opening).
    ['Friday evening', 'Fri 2026-03-06 19:00', 'Tue 2026-03-10 18:00'],
    // Saturday afternoon: Sat 2 (14-16), Mon 9, Tue 9, Wed 4.
    ['Saturday afternoon', 'Sat 2026-03-07 14:00', 'Wed 2026-03-11 13:00'],
    ['Saturday before its late opening', 'Sat 2026-03-07 09:30', 'Tue 2026-03-10 18:00'],
    // Saturday evening and Sunday count from Monday 9:00: Mon 9, Tue 9, Wed 6 (never a Sunday).
    ['Saturday at closing', 'Sat 2026-03-07 16:00', 'Wed 2026-03-11 15:00'],
    ['Saturday night', 'Sat 2026-03-07 22:00', 'Wed 2026-03-11 15:00'],
    ['Sunday', 'Sun 2026-03-08 12:00', 'Wed 2026-03-11 15:00'],
    // Either side of India's midnight (18:29 and 18:31 UTC the day before): both count from Friday 9:00
    // (Fri 9, Sat 6, Mon 9).
    ['a minute before midnight', 'Thu 2026-03-05 23:59', 'Mon 2026-03-09 18:00'],
    ['a minute after midnight', 'Fri 2026-03-06 00:01', 'Mon 2026-03-09 18:00'],
    ['Sunday a minute before midnight', 'Sun 2026-03-08 23:59', 'Wed 2026-03-11 15:00'],
    ['Monday a minute after midnight', 'Mon 2026-03-09 00:01', 'Wed 2026-03-11 15:00'],
    // Across a month and a year: Wed 31 Dec 2025 17:00 has 1 h, Thu 1 Jan 9, Fri 2 Jan 9, Sat 3 Jan 5.
    ['across the new year', 'Wed 2025-12-31 17:00', 'Sat 2026-01-03 15:00'],
  ])('24 office hours, %s: %s is due %s', (_case, from, due) => {
    expect(wall(firstContactDeadline(ist(from), DEFAULT_FIRST_CONTACT_HOURS))).toBe(due)
  })

  it.each([
    [1, 'during a weekday', 'Mon 2026-03-02 10:00', 'Mon 2026-03-02 11:00'],
    [1, 'ending exactly at closing', 'Fri 2026-03-06 17:00', 'Fri 2026-03-06 18:00'],
    // Half an hour on Monday, half an hour on Tuesday.
    [1, 'across the night', 'Mon 2026-03-02 17:30', 'Tue 2026-03-03 09:30'],
    [1, 'Saturday before its opening', 'Sat 2026-03-07 09:00', 'Sat 2026-03-07 11:00'],
    // Half an hour on Saturday, half an hour on Monday.
    [1, 'Saturday before closing', 'Sat 2026-03-07 15:30', 'Mon 2026-03-09 09:30'],
    [1, 'Saturday at closing', 'Sat 2026-03-07 16:00', 'Mon 2026-03-09 10:00'],
    [1, 'Friday a minute before midnight', 'Fri 2026-03-06 23:59', 'Sat 2026-03-07 11:00'],
    [1, 'Saturday a minute after midnight', 'Sat 2026-03-07 00:01', 'Sat 2026-03-07 11:00'],
    [1, 'Monday a minute after midnight', 'Mon 2026-03-09 00:01', 'Mon 2026-03-09 10:00'],
    [8, 'at opening', 'Mon 2026-03-02 09:00', 'Mon 2026-03-02 17:00'],
    // Mon 6 h, Tue 2 h.
    [8, 'at noon', 'Mon 2026-03-02 12:00', 'Tue 2026-03-03 11:00'],
    // Fri 4 h, Sat 4 h.
    [8, 'Friday afternoon', 'Fri 2026-03-06 14:00', 'Sat 2026-03-07 14:00'],
    // Sat 6 h, Mon 2 h.
    [8, 'Saturday at opening', 'Sat 2026-03-07 10:00', 'Mon 2026-03-09 11:00'],
    [8, 'Sunday', 'Sun 2026-03-08 08:00', 'Mon 2026-03-09 17:00'],
    [0.5, 'during a weekday', 'Tue 2026-03-03 11:10', 'Tue 2026-03-03 11:40'],
    // 15 minutes on Monday, 15 on Tuesday.
    [0.5, 'just before closing', 'Mon 2026-03-02 17:45', 'Tue 2026-03-03 09:15'],
    // 10 minutes on Saturday, 20 on Monday.
    [0.5, 'Saturday just before closing', 'Sat 2026-03-07 15:50', 'Mon 2026-03-09 09:20'],
    [0.5, 'a minute before opening', 'Mon 2026-03-02 08:59', 'Mon 2026-03-02 09:30'],
    [0.5, 'Sunday', 'Sun 2026-03-08 10:00', 'Mon 2026-03-09 09:30'],
    // Mon to Fri 45 h, then 3 of Saturday's 6.
    [48, 'a week', 'Mon 2026-03-02 09:00', 'Sat 2026-03-07 13:00'],
    // A full week of office hours lands on the same time a week later.
    [51, 'exactly one week', 'Tue 2026-03-03 11:00', 'Tue 2026-03-10 11:00'],
  ])('%s office hours, %s: %s is due %s', (hours, _case, from, due) => {
    expect(wall(firstContactDeadline(ist(from), hours))).toBe(due)
  })

  it('with no hours, is the arrival itself within office hours, else the next opening', () => {
    expect(wall(firstContactDeadline(ist('Wed 2026-03-04 12:34'), 0))).toBe('Wed 2026-03-04 12:34')
    expect(wall(firstContactDeadline(ist('Sun 2026-03-08 12:34'), 0))).toBe('Mon 2026-03-09 09:00')
  })

  // An oracle independent of the implementation (whole minutes only): walk minute by minute in India
  // time and count the minutes the office is open, until the count reaches the hours asked for.
  function countedDeadline(from: Date, hours: number): Date {
    const minuteMs = 60_000
    let remaining = hours * 60
    let at = from.getTime()
    const open = (t: number) => {
      const shifted = new Date(t + 330 * minuteMs)
      const day = OFFICE_SCHEDULE[shifted.getUTCDay()]
      const minute = shifted.getUTCHours() * 60 + shifted.getUTCMinutes()
      return day !== null && minute >= day[0] && minute < day[1]
    }
    if (remaining === 0) {
      while (!open(at)) at += minuteMs
      return new Date(at)
    }
    for (;;) {
      if (open(at)) remaining--
      at += minuteMs
      if (remaining === 0) return new Date(at)
    }
  }

  it('counts exactly the hours asked for, of office time only, from any whole minute', () => {
    const start = Date.parse('2026-01-05T00:00:00+05:30')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * 28 }), fc.constantFrom(0.5, 1, 8, 24), (minutes, hours) => {
        const from = new Date(start + minutes * 60_000)
        expect(firstContactDeadline(from, hours).toISOString()).toBe(countedDeadline(from, hours).toISOString())
      }),
      { numRuns: 300 },
    )
  })
})

describe('contactMarks', () => {
  it('marks 5 minutes and an hour of office time', () => {
    expect(CONTACT_MARK_MINUTES).toEqual({ within5m: 5, within1h: 60 })
  })

  it.each([
    ['during a weekday', 'Tue 2026-03-03 11:10', 'Tue 2026-03-03 11:15', 'Tue 2026-03-03 12:10'],
    // 2 minutes before Saturday's closing, 3 on Monday; the hour: 2 on Saturday, 58 on Monday.
    ['Saturday 15:58', 'Sat 2026-03-07 15:58', 'Mon 2026-03-09 09:03', 'Mon 2026-03-09 09:58'],
    // 4 minutes on Friday, 1 on Saturday after its late opening.
    ['Friday 17:56', 'Fri 2026-03-06 17:56', 'Sat 2026-03-07 10:01', 'Sat 2026-03-07 10:56'],
    ['Sunday', 'Sun 2026-03-08 12:00', 'Mon 2026-03-09 09:05', 'Mon 2026-03-09 10:00'],
    ['at night', 'Mon 2026-03-02 22:00', 'Tue 2026-03-03 09:05', 'Tue 2026-03-03 10:00'],
    ['ending exactly at closing', 'Fri 2026-03-06 17:00', 'Fri 2026-03-06 17:05', 'Fri 2026-03-06 18:00'],
  ])('%s: %s is marked %s and %s', (_case, from, within5m, within1h) => {
    const marks = contactMarks(ist(from))
    expect({ within5m: wall(marks.within5m), within1h: wall(marks.within1h) }).toEqual({ within5m, within1h })
  })
})
