/**
 * Attribution is kept, not validated: the visitor never typed it (an ad's click URL can run to kilobytes), so
 * each value is cut to its limit rather than refused. Free of zod, because the capture runs on every page.
 */
export const ATTRIBUTION_LIMITS = {
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  referrer: 2000,
  landingPage: 2000,
} as const

// Attribution values are single-line: every control character (PostgreSQL refuses NUL) is dropped.
const CONTROL_CHARACTERS = /\p{Cc}/gu

/** `value` without control characters, trimmed, at most `max` UTF-16 units (a surrogate pair is not split); '' is null. */
export function clampAttribution(value: string, max: number): string | null {
  let v = value.replace(CONTROL_CHARACTERS, '').trim()
  if (v.length > max) v = v.slice(0, /[\uD800-\uDBFF]/.test(v[max - 1]) ? max - 1 : max).trimEnd()
  return v || null
}
