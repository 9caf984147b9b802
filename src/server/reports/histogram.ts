/** Counts `n` more of `value` in a histogram (value -> how many times). */
export function histogramAdd(histogram: Map<number, number>, value: number, n: number): void {
  histogram.set(value, (histogram.get(value) ?? 0) + n)
}

/** How many values a histogram (value -> how many times) holds. */
export function histogramCount(histogram: ReadonlyMap<number, number>): number {
  let count = 0
  for (const n of histogram.values()) count += n
  return count
}

/**
 * The values at the middle positions of a histogram (value -> how many times): the middle one twice for an
 * odd count, the middle two for an even one; null when it is empty.
 */
export function histogramMiddleValues(histogram: ReadonlyMap<number, number>): [number, number] | null {
  const count = histogramCount(histogram)
  if (count === 0) return null
  const values = [...histogram.keys()].sort((a, b) => a - b)
  const at = (position: number) => {
    let seen = 0
    for (const v of values) {
      seen += histogram.get(v)!
      if (seen > position) return v
    }
    return values[values.length - 1]!
  }
  return [at(Math.floor((count - 1) / 2)), at(Math.floor(count / 2))]
}

/**
 * The median of a histogram (value -> how many times): its middle value, or the mean of the middle two for
 * an even count, as percentile_cont(0.5) gives over the values themselves; null when it is empty.
 */
export function histogramMiddle(histogram: ReadonlyMap<number, number>): number | null {
  const middle = histogramMiddleValues(histogram)
  return middle === null ? null : (middle[0] + middle[1]) / 2
}

/**
 * The first step of a median taken from hours (the funnel's and speed to contact's cubes): each group's middle
 * hours (one, or two when the middle two positions fall in different hours), with every hour outside them
 * already added to the group's tenths as one count just under the lower or just over the higher; and the
 * hours whose tenths are still to be read. With those tenths added too (`inMiddleHours`), a group's tenths
 * have the same middle positions, and so the same median, as the histogram of every tenth.
 */
export function middleHours<K>(
  groups: Iterable<[K, { hours: ReadonlyMap<number, number>; tenths: Map<number, number> }]>,
): {
  middles: Map<K, [number, number]>
  wanted: number[]
} {
  const middles = new Map<K, [number, number]>()
  for (const [key, { hours, tenths }] of groups) {
    const middle = histogramMiddleValues(hours)
    if (!middle) continue
    middles.set(key, middle)
    const [low, high] = middle
    for (const [hour, n] of hours) {
      if (hour < low) histogramAdd(tenths, low * 10 - 1, n)
      else if (hour > high) histogramAdd(tenths, (high + 1) * 10, n)
    }
  }
  return { middles, wanted: [...new Set([...middles.values()].flat())] }
}

/** Whether a tenth of an hour lies in one of the middle hours. */
export const inMiddleHours = (tenth: number, [low, high]: [number, number]) => {
  const hour = Math.floor(tenth / 10)
  return hour === low || hour === high
}
