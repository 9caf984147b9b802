import type { Attribution } from '../../shared/schemas/inquiry'
import { ATTRIBUTION_LIMITS, clampAttribution } from '../../shared/attribution-limits'

const KEY = 'sf.attribution'
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

interface Stored extends Attribution {
  capturedAt: number
}

/**
 * First touch: the campaign and referrer of the visit that brought the visitor, kept for 30 days and
 * across navigation, so an inquiry made three pages (or two days) later is still credited to it.
 */
export function captureAttribution(): void {
  try {
    const existing = read()
    if (existing && Date.now() - existing.capturedAt < MAX_AGE_MS) return
    const params = new URLSearchParams(window.location.search)
    const referrer =
      document.referrer && new URL(document.referrer).origin !== window.location.origin ? document.referrer : null
    const value: Stored = {
      ...clamp({
        utmSource: params.get('utm_source'),
        utmMedium: params.get('utm_medium'),
        utmCampaign: params.get('utm_campaign'),
        referrer,
        landingPage: window.location.pathname + window.location.search,
      }),
      capturedAt: Date.now(),
    }
    localStorage.setItem(KEY, JSON.stringify(value))
  } catch {
    // Storage can be disabled (private mode, strict settings): attribution is a nicety, never a blocker.
  }
}

type Field = keyof typeof ATTRIBUTION_LIMITS

/**
 * Each value cut to the limit the server keeps, so what is stored is what is sent, for 30 days. Also applied
 * on reading: a value stored by an older version of the site, or edited by hand, is clamped all the same.
 */
function clamp(values: Partial<Record<Field, unknown>>): Record<Field, string | null> {
  const out = {} as Record<Field, string | null>
  for (const field of Object.keys(ATTRIBUTION_LIMITS) as Field[]) {
    const v = values[field]
    out[field] = typeof v === 'string' ? clampAttribution(v, ATTRIBUTION_LIMITS[field]) : null
  }
  return out
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as Stored) : null
  } catch {
    return null
  }
}

export function currentAttribution(): Attribution | undefined {
  const stored = read()
  return stored ? clamp(stored) : undefined
}
