// bench:live's subscribers, in a process of their own (forked by bench/live.mjs), so that parsing every
// member's events does not delay the load generator's requests and timings. Each stream is a raw
// EventSource on admin.live.events, as httpSubscriptionLink opens it: the ticket in `connectionParams`,
// and on a dropped connection the EventSource's own reconnection with Last-Event-ID, which tRPC reads as
// the input's lastEventId. Messages: open -> opened, collect -> collected, close.
import { EventSource } from 'eventsource'
import { now, seqOfName } from './live-load.mjs'
import { percentile } from './live-report.mjs'

/** The streams: where each goes, what it received (inquiry number to receipt times) and what went wrong. */
const streams = []

function open({ base, ticket, instance }) {
  const params = encodeURIComponent(JSON.stringify({ ticket }))
  const source = new EventSource(`${base}/trpc/admin.live.events?connectionParams=${params}`)
  const stream = { source, instance, received: new Map(), other: 0, reconnects: 0, ended: 0, errors: [] }
  stream.ready = new Promise((resolve) => {
    source.addEventListener('connected', () => resolve(true), { once: true })
    source.addEventListener('error', (e) => {
      if (source.readyState === source.CLOSED) {
        stream.errors.push(`${e.code ?? ''} ${e.message ?? 'closed'}`.trim())
        resolve(false)
      } else stream.reconnects += 1
    })
  })
  source.addEventListener('message', (e) => {
    const at = now()
    const seq = seqOfName(JSON.parse(e.data).lead?.name)
    if (seq === null) return void (stream.other += 1)
    const times = stream.received.get(seq)
    if (times) times.push(at)
    else stream.received.set(seq, [at])
  })
  // The server ended the stream (its ticket expired, its role changed) or failed it: the link would stop.
  source.addEventListener('return', () => {
    stream.ended += 1
    source.close()
  })
  source.addEventListener('serialized-error', (e) => {
    stream.errors.push(e.data)
    source.close()
  })
  streams.push(stream)
  return stream
}

/** Opens the streams a batch at a time (each costs its instance a ticket check and a role read). */
async function openAll(list) {
  for (let i = 0; i < list.length; i += 20) await Promise.all(list.slice(i, i + 20).map((s) => open(s).ready))
  const failed = streams.filter((s) => s.source.readyState !== s.source.OPEN)
  return { connected: streams.length - failed.length, failures: failed.flatMap((s) => s.errors).slice(0, 5) }
}

/**
 * Waits until every stream has heard of every inquiry in `answers` ([number, answer time, send time] of
 * each 201), or `graceMs` have passed without a new event, then compares: the time from each answer (and
 * from each request's sending) to each stream's first receipt of its event, receipts beyond the first
 * (repeated), answers never heard of (lost), by instance, and events of inquiries not among the answers.
 */
async function collect({ answers, graceMs }) {
  const complete = () => streams.every((s) => answers.every(([seq]) => s.received.has(seq)))
  const count = () => streams.reduce((n, s) => n + s.received.size, 0)
  let last = count()
  let quietSince = Date.now()
  while (!complete() && Date.now() - quietSince < graceMs) {
    await new Promise((r) => setTimeout(r, 100))
    if (count() !== last) [last, quietSince] = [count(), Date.now()]
  }
  const answered = new Set(answers.map(([seq]) => seq))
  const delays = new Float64Array(streams.length * answers.length)
  const sinceSent = new Float64Array(streams.length * answers.length)
  let n = 0
  let early = 0
  const lostSeqs = new Map() // inquiry number -> streams that never heard of it
  const perStream = streams.map((s) => {
    let lost = 0
    let repeated = 0
    for (const [seq, answeredAt, sentAt] of answers) {
      const times = s.received.get(seq)
      if (!times) {
        lost += 1
        lostSeqs.set(seq, (lostSeqs.get(seq) ?? 0) + 1)
        continue
      }
      repeated += times.length - 1
      const delay = times[0] - answeredAt
      if (delay < 0) early += 1
      sinceSent[n] = times[0] - sentAt
      delays[n++] = delay
    }
    const unexpected = [...s.received.keys()].filter((seq) => !answered.has(seq)).length + s.other
    return { instance: s.instance, lost, repeated, unexpected, reconnects: s.reconnects, ended: s.ended }
  })
  const sorted = delays.subarray(0, n).sort()
  const sortedSinceSent = sinceSent.subarray(0, n).sort()
  const byInstance = {}
  for (const s of perStream) {
    const i = (byInstance[s.instance] ??= { streams: 0, lost: 0, repeated: 0 })
    i.streams += 1
    i.lost += s.lost
    i.repeated += s.repeated
  }
  const sum = (key) => perStream.reduce((a, s) => a + s[key], 0)
  const max = (key) => perStream.reduce((a, s) => Math.max(a, s[key]), 0)
  return {
    pairs: streams.length * answers.length,
    received: n,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    sent: {
      p50: percentile(sortedSinceSent, 0.5),
      p95: percentile(sortedSinceSent, 0.95),
      max: n ? sortedSinceSent[n - 1] : NaN,
    },
    early,
    lost: sum('lost'),
    maxLostPerStream: max('lost'),
    repeated: sum('repeated'),
    maxRepeatedPerStream: max('repeated'),
    unexpected: sum('unexpected'),
    reconnects: sum('reconnects'),
    ended: sum('ended'),
    byInstance,
    // The inquiries some stream missed, with how many streams missed each: all of an instance's streams
    // missing one points at that instance's hub, a few here and there at the streams.
    lostInquiries: [...lostSeqs].slice(0, 20),
    lostInquiryCount: lostSeqs.size,
  }
}

process.on('message', async (message) => {
  if (message.type === 'open') process.send({ type: 'opened', ...(await openAll(message.streams)) })
  else if (message.type === 'collect') process.send({ type: 'collected', ...(await collect(message)) })
  else if (message.type === 'close') {
    for (const s of streams) s.source.close()
    process.disconnect()
  }
})
