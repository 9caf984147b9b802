// bench:log-scrub — what the log scrub (scrubText: e-mail addresses and phone-like digit runs) costs per
// kilobyte of what it reads, for ordinary paths and for inputs built to make a pattern read its text many
// times over, at 500 B, 15 KB (about the longest request line Node accepts) and 1 MB (longer than any
// logged string should be: it is cut to 64 KiB first). Figures, not verdicts: the exit status ignores them.
import { scrubText } from '../src/server/log-scrub'

const SIZES = [
  ['500 B', 500],
  ['15 KB', 15_000],
  ['1 MB', 1_000_000],
] as const

/** `unit` repeated to `length` characters. */
const filled = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

const INPUTS: [name: string, make: (length: number) => string][] = [
  ['normal path', (n) => filled('/courses/cloud-devops/batch-2026-11/enrol?', n)],
  ['path with an e-mail and a mobile', (n) => filled('/x/asha.patel@example.in/+91 98250 12345/', n)],
  ['no @ (one long name)', (n) => filled('a', n)],
  ['no @ (dotted, dashed name)', (n) => filled('ab.c-d_', n)],
  ['many @', (n) => filled('a@', n)],
  ['many @ with domains, no TLD', (n) => filled('a@b1.', n)],
  ['one @ after a long name', (n) => `${filled('a', n - 12)}@example.i1`],
  ['long digit run', (n) => filled('1', n)],
  ['long digit run ending in a letter', (n) => `${filled('1', n - 1)}x`],
  ['spaced digits', (n) => filled(' 1', n)],
  ['bracketed digits', (n) => filled('(1) ', n)],
  ['dates and UUIDs', (n) => filled('2026-11-24T10:00:00.123 3f2a1b4c-1234-5678-9abc-def012345678 ', n)],
]

/** Median time of `runs` scrubs of `text`, in milliseconds, after a few unmeasured ones. */
function median(text: string, runs: number): number {
  for (let i = 0; i < 3; i++) scrubText(text)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint()
    scrubText(text)
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
}

const rows = INPUTS.map(([name, make]) => {
  const cells = SIZES.map(([, length]) => {
    const text = make(length)
    const ms = median(text, length >= 1_000_000 ? 5 : 50)
    return { ms, perKb: (ms * 1000) / (text.length / 1000) }
  })
  return { name, cells }
})

const width = Math.max(...rows.map((r) => r.name.length))
console.log(
  `${'input'.padEnd(width)}  ${SIZES.map(([label]) => `${label.padStart(8)}: µs/KB (ms)`.padStart(24)).join('')}`,
)
for (const { name, cells } of rows) {
  const shown = cells.map(({ ms, perKb }) => `${perKb.toFixed(1).padStart(10)} (${ms.toFixed(3)})`.padStart(24))
  console.log(`${name.padEnd(width)}  ${shown.join('')}`)
}
console.log(
  '\nµs/KB: median scrub time per 1,000 characters given; strings over 64 KiB are cut to it before the scrub.',
)

// What each request's log line scrubs (request-log.ts, log-redaction.ts, log-scrub.ts): its message and its request's
// method, path, host and address. Short strings, most with fewer than seven digits.
const REQUEST_LINE = ['request completed', 'GET', '/courses/1', 'www.skillforge.in', '203.0.113.7']
const LINES = 20_000
for (let i = 0; i < 1_000; i++) REQUEST_LINE.forEach(scrubText)
const lineTimes: number[] = []
for (let round = 0; round < 9; round++) {
  const start = process.hrtime.bigint()
  for (let i = 0; i < LINES; i++) REQUEST_LINE.forEach(scrubText)
  lineTimes.push(Number(process.hrtime.bigint() - start) / LINES)
}
const lineNs = lineTimes.sort((a, b) => a - b)[Math.floor(lineTimes.length / 2)]!
console.log(`a request line's five strings (${REQUEST_LINE.join(', ')}): ${(lineNs / 1000).toFixed(2)} µs a line`)
