import fp from 'fastify-plugin'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import { appRouter, type AppRouter } from '../trpc/app-router'
import { contextFactory } from '../trpc/context'
import { createRateLimiter } from '../rate-limit'

export default fp(
  async (app) => {
    const formLimiter = createRateLimiter({ limit: app.config.formRateLimitPerMinute })
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory({ formLimiter }),
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed')
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    })
  },
  { name: 'trpc', dependencies: ['database'] },
)
