// What bench:inquiries prints: the table of runs, the targets against the floor, CPU, the lone caller and
// what was stored and mailed.
import { connections, loneRequests } from './inquiry-requests.mjs'

/** Prints `results` (name to run; `floor` among them) of runs of `duration` seconds. */
export function printInquiryResults(results, duration) {
  const fmt = (n) => n.toFixed(0).padStart(8)
  console.log(`\nPOST /webservice/api/inquiries/information, ${connections} connections, ${duration} s, PostgreSQL\n`)
  console.log('server                 req/s    p50 ms   p99 ms   acknowledged   stored   non-2xx   errors   seconds')
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(20)}${fmt(r.rps)}${fmt(r.p50)} ${fmt(r.p99)}   ${String(r.acknowledged).padStart(12)} ${String(r.stored).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)} ${r.seconds.toFixed(1).padStart(9)}`,
    )
  }
  console.log('')
  const floor = results.floor
  for (const [name, r] of Object.entries(results)) {
    if (name === 'floor') continue
    // Issue 32's targets: every index the back office reads is paid for within these.
    console.log(`ratio ${name}/floor: ${(r.rps / floor.rps).toFixed(2)} (target >= 0.6)`)
    const p99Limit = 2 * floor.p99 + 5
    console.log(`${name} p99: ${r.p99} ms (target <= 2 x floor's ${floor.p99} + 5 = ${p99Limit.toFixed(1)} ms)`)
  }
  console.log('')
  for (const [name, r] of Object.entries(results)) {
    const us = (n) => `${n.toFixed(0)} us`
    console.log(
      `${name} CPU per request: server ${us(r.cpu.server)}, PostgreSQL ${us(r.cpu.postgres)}, ` +
        `load generator ${us(r.cpu.loadGenerator)}; machine busy ${(100 * r.cpu.busy).toFixed(0)}%`,
    )
  }
  const app = results['app (alerts kept)']
  const ms = (n) => `${n.toFixed(2)} ms`
  if (app)
    console.log(
      `lone request (1 connection, ${loneRequests} requests): app p50 ${ms(app.lone.p50)}, p99 ${ms(app.lone.p99)}; ` +
        `floor p50 ${ms(floor.lone.p50)}, p99 ${ms(floor.lone.p99)}; ` +
        `app - floor at p50 ${ms(app.lone.p50 - floor.lone.p50)} (target <= 1 ms)`,
    )
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name}: stored equals acknowledged: ${r.stored === r.acknowledged ? 'yes' : 'NO'}, errors: ${r.errors + r.non2xx}`,
    )
    if (r.outbox) {
      const states = Object.entries(r.outbox)
        .map(([state, n]) => `${state} ${n}`)
        .join(', ')
      const mailed = r.mailed === undefined ? '' : `, e-mails received ${r.mailed}`
      console.log(`  alerts: ${states}${mailed}; outbox empty ${r.drainSeconds.toFixed(1)} s after the load`)
    }
  }
}
