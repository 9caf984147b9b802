// The requests of bench:inquiries: the people who write in, the load of many callers and the lone caller.
import autocannon from 'autocannon'
import http from 'node:http'
import { cpuSnapshot, TICK_MICROS } from './cpu.mjs'

export const connections = 32
export const loneRequests = Number(process.env.BENCH_LONE_REQUESTS || 2000)

/**
 * The n-th request's body: a person of their own, except about one in eight who wrote a few requests
 * before, with the e-mail in another case and the mobile written another way (the seed's share of
 * returning people). Every run starts at a new range, so no person of one run comes back in the next.
 */
let sent = 0
let range = 0
function nextBody(people) {
  sent += 1
  if (people === 'same-mobile') {
    // One person by their mobile, written as a form would, under a new e-mail each time.
    return JSON.stringify({
      fullName: `Bench Mobile ${sent}`,
      email: `bench.mobile.${range}.${sent}@example.in`,
      phone: '+91 98765 43210',
      program: 'web',
    })
  }
  const n = sent % 8 === 0 ? sent - 5 : sent
  const returning = n !== sent
  const mobile = String(9_000_000_000 + range * 10_000_000 + n)
  return JSON.stringify({
    fullName: `Bench Person ${n}`,
    email: returning ? `Bench.${range}.${n}@Example.in` : `bench.${range}.${n}@example.in`,
    phone: returning ? `0${mobile}` : `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    program: 'web',
  })
}

/**
 * A fixed number of requests sized to last about `seconds` at the server's warm-up rate: unlike a timed
 * run, which cuts the requests in flight when time is up, every request gets its answer, so the rows
 * stored can be compared with the requests acknowledged, one for one. `people` is 'same-mobile' for one
 * mobile number on every request; otherwise each request is a person of its own or a returning one.
 */
export async function load(port, headers, seconds, rate, pid, people) {
  range += 1
  const cpuBefore = pid && cpuSnapshot(pid)
  const run = autocannon({
    url: `http://127.0.0.1:${port}/webservice/api/inquiries/information`,
    method: 'POST',
    connections,
    // At least one request per connection: autocannon refuses fewer (a very slow warm-up on a busy machine).
    ...(rate ? { amount: Math.max(connections, Math.round(rate * seconds)) } : { duration: seconds }),
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ setupRequest: (req) => ({ ...req, body: nextBody(people) }) }],
  })
  // autocannon ends a run on its next one-second tick, and its duration counts the wait: a run of a fixed
  // count would be up to a second longer than its requests took. A run lasts until its last answer.
  const started = performance.now()
  let lastAnswer = started
  run.on('response', () => (lastAnswer = performance.now()))
  const result = await run
  const took = (lastAnswer - started) / 1000
  const cpuAfter = pid && cpuSnapshot(pid)
  // CPU time per answered request, in microseconds.
  const perRequest = (key) => ((cpuAfter[key] - cpuBefore[key]) * TICK_MICROS) / (result['2xx'] + result.non2xx)
  return {
    ...(pid && {
      cpu: {
        server: perRequest('server'),
        postgres: perRequest('postgres'),
        loadGenerator: perRequest('self'),
        busy: 1 - (cpuAfter.idle - cpuBefore.idle) / (cpuAfter.total - cpuBefore.total),
      },
    }),
    seconds: took,
    rps: (result['2xx'] + result.non2xx) / took,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/**
 * One caller, one request at a time on a kept-alive connection, on an otherwise idle server: the time from
 * sending each request to its full answer, in ms (the median and p99 of `count`, after 200 unmeasured).
 */
export async function lone(port, headers, count = loneRequests) {
  range += 1
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const post = (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          path: '/webservice/api/inquiries/information',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          res.resume()
          res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`answered ${res.statusCode}`))))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  const times = []
  for (let i = 0; i < count + 200; i++) {
    const body = nextBody()
    const started = process.hrtime.bigint()
    await post(body)
    if (i >= 200) times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  agent.destroy()
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] }
}
