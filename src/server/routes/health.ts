import type { FastifyPluginAsync } from 'fastify'

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
}

export default health
