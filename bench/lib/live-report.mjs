// What bench:live prints: delivery times and counts of the subscribers' events, memory per connection,
// and the intake with subscribers against the same load without them, each beside its target.

/** The q-quantile (0..1) of ascending `sorted` values (nearest rank); NaN when there are none. */
export function percentile(sorted, q) {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

const ms = (n) => `${n.toFixed(0)} ms`
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`
const mark = (ok) => (ok ? 'ok' : 'MISSED')

function intakeLine(name, run) {
  const sorted = Float64Array.from(run.latencies).sort()
  const p50 = percentile(sorted, 0.5)
  const p95 = percentile(sorted, 0.95)
  const { servers, subscribers, generator, busy } = run.cpu
  const cpu = [servers, subscribers, generator].map((n) => n.toFixed(2).padStart(9)).join('')
  console.log(
    `${name.padEnd(20)}${run.rps.toFixed(1).padStart(8)}${ms(p50).padStart(9)}${ms(p95).padStart(9)}` +
      `${ms(sorted[sorted.length - 1]).padStart(9)}${String(run.acknowledged.length).padStart(8)}` +
      `${String(run.failed).padStart(8)}${cpu}${`${(100 * busy).toFixed(0)}%`.padStart(8)}`,
  )
  return { p95 }
}

/**
 * `plan` the run's settings; `runs` the intake without and with subscribers; `delivery` what the
 * subscribers received; `memory` each instance's RSS (KiB) before subscribing, once all were connected
 * and after the load, with its number of streams.
 */
export function printLiveResults({ plan, runs, delivery: d, memory }) {
  const { rate, seconds, subscribers, instances } = plan
  console.log(
    `\nbench:live: ${instances} instances on one PostgreSQL database, ${subscribers} subscribed owners ` +
      `(split between them), ${rate} inquiries/s through REST for ${seconds} s, alternating instances\n`,
  )

  console.log('Intake (POST /webservice/api/inquiries/information)')
  console.log('run                 inq/s   p50      p95      max     201s  failed  servers     subs     load   busy')
  const without = intakeLine('no subscribers', runs.without)
  const withSubs = intakeLine(`${subscribers} subscribers`, runs.with)
  const ratio = runs.with.rps / runs.without.rps
  console.log(
    `throughput with/without subscribers: ${ratio.toFixed(3)} (target >= 0.90: ${mark(ratio >= 0.9)}); ` +
      `REST p95 ${ms(withSubs.p95)} vs ${ms(without.p95)}`,
  )
  console.log(
    'inq/s: 201s over the time from the first sending to the last answer. The load is an open loop: the ' +
      'rate holds while the servers catch up, and an intake slowed by the subscribers shows in its latency',
  )
  console.log(
    "CPU ms per inquiry: both servers, the subscribers' process, the load generator; busy: the whole machine\n",
  )

  console.log("Delivery: REST answer -> each subscriber's event")
  console.log(
    `subscriber x inquiry pairs ${d.pairs}, received ${d.received} ` +
      `(${d.early} before the POST's answer arrived, counted as negative times)`,
  )
  console.log(`p50 ${ms(d.p50)}, p95 ${ms(d.p95)} (target <= 1000 ms: ${mark(d.p95 <= 1000)}), max ${ms(d.max)}`)
  console.log(
    `from the POST's sending instead: p50 ${ms(d.sent.p50)}, p95 ${ms(d.sent.p95)}, max ${ms(d.sent.max)} ` +
      "(the intake's own time included)",
  )
  console.log(
    `lost ${d.lost} (at most ${d.maxLostPerStream} for one subscriber; target 0: ${mark(d.lost === 0)}), ` +
      `repeated ${d.repeated} (at most ${d.maxRepeatedPerStream} for one subscriber; target 0: ${mark(d.repeated === 0)})`,
  )
  console.log(`other events ${d.unexpected}, reconnections ${d.reconnects}, streams ended by the server ${d.ended}`)
  for (const [instance, i] of Object.entries(d.byInstance)) {
    console.log(`  instance ${instance}: ${i.streams} subscribers, lost ${i.lost}, repeated ${i.repeated}`)
  }
  if (d.lostInquiryCount) {
    const listed = d.lostInquiries.map(([seq, n]) => `#${seq} by ${n}`).join(', ')
    console.log(`  inquiries missed by some subscriber: ${d.lostInquiryCount} (${listed})`)
  }

  console.log('\nMemory (VmRSS of each server process)')
  for (const m of memory) {
    const per = (m.connected - m.before) / m.streams
    console.log(
      `  instance ${m.instance}: ${mib(m.before)} before subscribing, ${mib(m.connected)} with ${m.streams} ` +
        `connected (${per.toFixed(0)} KiB per connection), ${mib(m.after)} after the load`,
    )
  }
  const total = memory.reduce((a, m) => a + m.connected - m.before, 0)
  const streams = memory.reduce((a, m) => a + m.streams, 0)
  console.log(`  per connection over both: ${(total / streams).toFixed(0)} KiB`)
}
