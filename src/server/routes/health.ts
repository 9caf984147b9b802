import type { FastifyPluginAsync } from 'fastify'

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  // Ready only while the database answers, so a load balancer stops sending traffic during an outage.
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    const ok = await app.database.ping(1_000)
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' })
  })
}

export default health
