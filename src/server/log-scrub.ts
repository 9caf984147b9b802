/**
 * The scrub every logged string goes through (log-redaction.ts keeps personal data out of logs as a whole):
 * e-mail addresses and phone-like digit runs become REDACTED, in time linear in the string's length.
 */

export const REDACTED = '[redacted]'

// The top-level domain must be letters, so package paths in stack frames (`@trpc+server@11.19.0`) and
// `user@127.0.0.1` connection strings stay readable. The address is found from its `@`, never by trying the
// pattern at every character: from each start in a long run of name characters without an `@` it would read
// the rest of the run, so a 15,000-character path cost 160 ms of blocked event loop. Reading back from each
// `@` and the domain forward from it reads each character a bounded number of times.
const EMAIL_LOCAL_CHAR = /^[\p{L}\p{N}._%+'-]$/u
const EMAIL_DOMAIN = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/uy

// Seven or more digits, as people type a phone number (+, spaces, dashes, brackets between them), standing
// alone: digits inside a word, a hex id or a dotted or dashed name (`ip-10-0-1-123`) are left. ISO dates
// and UUIDs are matched first and kept as they are, or their dash-joined digits would read as a phone.
// It cannot backtrack far: a start is tried only after a character that is not part of a word or name,
// and the separators between two digits are never digits, so each run is read a few times at most.
const DIGIT_RUN =
  /(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})|(?<![\p{L}\p{N}_.-])\+?\(?\d(?:[ ()-]{0,3}\d){6,}(?![\p{L}\p{N}_])/giu

/**
 * Longer strings are cut before they are scrubbed: a digit run's match keeps a backtracking entry per digit,
 * which grows slower than linearly past some tens of kilobytes and overflows V8's regexp stack at about 16 MB.
 * A request line is under 16 KiB (Node's header limit), so no path is cut.
 */
const MAX_SCRUBBED = 64 * 1024

/** The code point (one or two UTF-16 units) that ends just before `end`. */
function codePointBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1)
  const high = text.charCodeAt(end - 2)
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff
  return text.slice(pair ? end - 2 : end - 1, end)
}

/** `text` without e-mail addresses: the same matches as one global pattern would find, in linear time. */
function withoutEmails(text: string): string {
  let at = text.indexOf('@')
  if (at < 0) return text
  let out = ''
  // Everything before `done` is in `out` already; a match never reaches back past the last one's end.
  let done = 0
  while (at >= 0) {
    let start = at
    while (start > done) {
      const char = codePointBefore(text, start)
      if (!EMAIL_LOCAL_CHAR.test(char)) break
      start -= char.length
    }
    EMAIL_DOMAIN.lastIndex = at + 1
    if (start < at && EMAIL_DOMAIN.test(text)) {
      out += text.slice(done, start) + REDACTED
      done = EMAIL_DOMAIN.lastIndex
      at = text.indexOf('@', done)
    } else {
      at = text.indexOf('@', at + 1)
    }
  }
  return out + text.slice(done)
}

// What an address or a phone number cut in two could leave at the end of a cut string: up to an address's
// longest (254 characters) of the characters either is written with.
const CUT_TAIL = /[\p{L}\p{N}._%+'@ ()-]{1,254}$/u

/**
 * `text` cut to MAX_SCRUBBED, without what might be the start of an address or number at the cut (it would
 * no longer be recognised as one), and a note of how much was cut.
 */
function bounded(text: string): string {
  if (text.length <= MAX_SCRUBBED) return text
  // Read from 300 characters before the cut only: the tail's pattern is tried at each of them.
  const near = text.slice(MAX_SCRUBBED - 300, MAX_SCRUBBED)
  const end = MAX_SCRUBBED - (CUT_TAIL.exec(near)?.[0].length ?? 0)
  // Grouped, or a count of seven digits would itself read as a phone number.
  return `${text.slice(0, end)}… [${(text.length - end).toLocaleString('en-US')} characters cut]`
}

/**
 * Whether `text` has seven digits each at most three spaces, brackets or dashes after the one before, as
 * DIGIT_RUN's phone needs (`\d` is ASCII only): it replaces nothing in a text without them. An IPv4 address
 * has seven digits or more, but dots between them, so a request's client address is spared the pattern too.
 */
function mayHoldDigitRun(text: string): boolean {
  let digits = 0
  let gap = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 48 && code <= 57) {
      if (++digits === 7) return true
      gap = 0
    } else if (digits > 0 && (code === 32 || code === 40 || code === 41 || code === 45) && gap < 3) {
      gap++
    } else {
      digits = 0
      gap = 0
    }
  }
  return false
}

/**
 * `text` without e-mail addresses and phone-like digit runs. Most of what is logged (messages, paths, hosts,
 * addresses) holds no seven digits written as a phone's: looking for them first spares those strings the
 * pattern (`npm run bench:log-scrub`, decision 0033).
 */
export function scrubText(text: string): string {
  const withoutAddresses = withoutEmails(bounded(text))
  if (!mayHoldDigitRun(withoutAddresses)) return withoutAddresses
  return withoutAddresses.replace(DIGIT_RUN, (run, kept: string | undefined) => kept ?? REDACTED)
}
