import type { Random } from './seed-random'

const HOUR_MS = 3_600_000
const IST_OFFSET_MS = 5.5 * HOUR_MS

/** Relative arrivals per hour of the day in India: quiet at night, busiest in the evening. */
const HOUR_OF_DAY = [
  0.15, 0.08, 0.05, 0.04, 0.04, 0.08, 0.25, 0.5, 0.8, 1.0, 1.1, 1.15, 1.1, 1.05, 1.05, 1.1, 1.15, 1.2, 1.3, 1.4, 1.45,
  1.3, 0.9, 0.4,
]
/** Sunday first, as Date#getUTCDay counts. */
const DAY_OF_WEEK = [0.7, 1.05, 1.0, 1.0, 1.0, 0.95, 0.8]

/**
 * When the seeded inquiries arrive: over `days` up to `end`, oldest first (so ids grow with time, as in a
 * real table), more in recent months, in office and evening hours, fewer on weekends, with some days
 * busier than others (campaigns). Arrival i of n falls at quantile (i + jitter) / n of that curve.
 */
export class Timeline {
  readonly start: number
  private readonly cumulative: Float64Array
  private readonly total: number
  private hour = 0

  constructor(
    readonly end: number,
    days: number,
    random: Random,
  ) {
    const hours = days * 24
    this.start = end - hours * HOUR_MS
    this.cumulative = new Float64Array(hours)
    let sum = 0
    let dayFactor = 1
    for (let h = 0; h < hours; h++) {
      const at = new Date(this.start + h * HOUR_MS + IST_OFFSET_MS)
      if (at.getUTCHours() === 0 || h === 0) dayFactor = 0.75 + random.next() * 0.5
      const trend = 1 + h / hours
      sum += trend * dayFactor * HOUR_OF_DAY[at.getUTCHours()]! * DAY_OF_WEEK[at.getUTCDay()]!
      this.cumulative[h] = sum
    }
    this.total = sum
  }

  /** The time (epoch ms) at quantile `q` in [0, 1); calls must come with non-decreasing `q`. */
  at(q: number): number {
    const target = q * this.total
    const c = this.cumulative
    while (this.hour < c.length - 1 && c[this.hour]! <= target) this.hour++
    const before = this.hour === 0 ? 0 : c[this.hour - 1]!
    const within = (target - before) / (c[this.hour]! - before)
    return Math.min(this.end, this.start + (this.hour + within) * HOUR_MS)
  }
}
