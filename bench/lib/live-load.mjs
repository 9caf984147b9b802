// The load of bench:live: inquiries through REST at a steady rate, alternating between the instances,
// each named with a number of its own so that a subscriber's event can be matched with its POST's answer.
import http from 'node:http'
import { cpuSnapshot, ticks, TICK_MICROS } from './cpu.mjs'

/** A clock every process on the machine shares (ms since the epoch, sub-ms): answers and events compare. */
export const now = () => performance.timeOrigin + performance.now()

/** The name an inquiry is sent with; `seqOfName` reads the number back from an event's lead. */
export const nameOf = (seq) => `Live Bench ${seq}`
export const seqOfName = (name) => {
  const match = /^Live Bench (\d+)$/.exec(name ?? '')
  return match ? Number(match[1]) : null
}

let nextSeq = 0

function post(agent, port, body) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: '/webservice/api/inquiries/information',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...agent.headers },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
        res.on('error', () => resolve(0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(body)
  })
}

/**
 * Sends `rate` inquiries a second for `seconds`, the n-th to ports[n % ports.length], each at its time
 * whatever the answers before it (an open loop: a slow server gets its requests queued, not fewer of
 * them). Resolves once every request has its answer, with each inquiry's number, port, send and answer
 * times and status, the achieved rate, and the CPU time per inquiry of the servers (`pids`), of the
 * subscribers' process (`subscribersPid`, if any) and of this one, and how busy the machine was.
 * PostgreSQL's is left out: its connections come and go, and other databases' work on the server counts.
 */
export async function paced({ ports, apiKey, rate, seconds, pids, subscribersPid }) {
  const agents = ports.map(() =>
    Object.assign(new http.Agent({ keepAlive: true }), { headers: { 'x-api-key': apiKey } }),
  )
  const total = Math.round(rate * seconds)
  const cpuOf = () => ({
    ...cpuSnapshot(pids[0]),
    server: pids.reduce((a, pid) => a + ticks(pid), 0),
    subscribers: subscribersPid ? ticks(subscribersPid) : 0,
  })
  const cpuBefore = cpuOf()
  const started = now()
  const sent = []
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate
    const wait = due - now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const seq = ++nextSeq
    const port = ports[i % ports.length]
    const body = JSON.stringify({
      fullName: nameOf(seq),
      email: `live.bench.${seq}@example.in`,
      phone: `+91 ${String(7_000_000_000 + seq).replace(/^(\d{5})/, '$1 ')}`,
      program: 'web',
    })
    const request = { seq, port, sentAt: now(), answeredAt: 0, status: 0 }
    sent.push(
      post(agents[i % ports.length], port, body).then((status) => {
        request.answeredAt = now()
        request.status = status
        return request
      }),
    )
  }
  const requests = await Promise.all(sent)
  const cpuAfter = cpuOf()
  for (const agent of agents) agent.destroy()
  const acknowledged = requests.filter((r) => r.status === 201)
  const lastAnswer = Math.max(...requests.map((r) => r.answeredAt))
  // CPU time per inquiry sent, in ms.
  const perInquiry = (key) => ((cpuAfter[key] - cpuBefore[key]) * TICK_MICROS) / 1000 / requests.length
  return {
    requests,
    acknowledged,
    failed: requests.length - acknowledged.length,
    seconds: (lastAnswer - started) / 1000,
    rps: acknowledged.length / ((lastAnswer - started) / 1000),
    latencies: acknowledged.map((r) => r.answeredAt - r.sentAt),
    cpu: {
      servers: perInquiry('server'),
      subscribers: perInquiry('subscribers'),
      generator: perInquiry('self'),
      busy: 1 - (cpuAfter.idle - cpuBefore.idle) / (cpuAfter.total - cpuBefore.total),
    },
  }
}
