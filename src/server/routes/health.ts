import type { FastifyPluginAsync } from 'fastify'

/** How long one database check answers /readyz: anyone may call it, so it must not cost a query per call. */
const READY_CACHE_MS = 1_000

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  // One check at a time, shared by every caller that arrives while it runs or within a second after.
  let last: { ok: Promise<boolean>; settledAt: number } | undefined
  const databaseAnswers = (): Promise<boolean> => {
    if (!last || performance.now() - last.settledAt >= READY_CACHE_MS) {
      const entry = { ok: app.database.ping(1_000), settledAt: Infinity }
      const settle = () => {
        entry.settledAt = performance.now()
      }
      entry.ok.then(settle, settle)
      last = entry
    }
    return last.ok
  }

  // Ready only while the database answers, so a load balancer stops sending traffic during an outage.
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    const ok = await databaseAnswers()
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' })
  })
}

export default health
