/**
 * The one reading of a catalogue id from a path segment or a search value: a positive integer, written
 * canonically ('1', not '01', '1.0' or '1e0'). Search values may already be numbers (the router parses
 * search strings as JSON), so a positive safe integer is accepted as it is.
 */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined
  return typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined
}
