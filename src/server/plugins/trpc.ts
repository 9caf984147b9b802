import { STATUS_CODES } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import { appRouter, type AppRouter } from '../trpc/app-router'
import { contextFactory } from '../trpc/context'

/** True when the request announces a body: a length above zero, or a chunked (unknown length) one. */
function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

function isJson(req: FastifyRequest): boolean {
  const type = req.headers['content-type'] ?? ''
  return type.split(';', 1)[0].trim().toLowerCase() === 'application/json'
}

const send = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ error, message })

export default fp(
  async (app) => {
    // A scope of its own, so the hook and error handler below apply to tRPC alone.
    await app.register(async (scope) => {
      // The adapter installs a multipart/form-data parser that hands tRPC the raw stream, past the body
      // limit, and tRPC then buffers it whole. Our procedures take JSON only, so anything else is turned
      // away here, before a byte of the body is read.
      scope.addHook('onRequest', async (req, reply) => {
        // A declared type counts even with an empty body: the adapter's multipart parser fails on that.
        if ((hasBody(req) || req.headers['content-type'] !== undefined) && !isJson(req)) {
          return send(reply, 415, 'Unsupported Media Type', 'Send the body as application/json.')
        }
      })

      // Errors that reach Fastify rather than tRPC: the body limit, a malformed length, anything unforeseen.
      scope.setErrorHandler((err: FastifyError, req, reply) => {
        const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
        if (status === 413) return send(reply, 413, 'Payload Too Large', 'The request body is too large.')
        if (status === 500) {
          req.log.error({ err }, 'tRPC request failed')
          return send(reply, 500, 'Internal Server Error', 'Something went wrong on our side.')
        }
        return send(reply, status, STATUS_CODES[status] ?? 'Bad Request', 'The request could not be read.')
      })

      await scope.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router: appRouter,
          createContext: contextFactory(),
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed')
          },
        } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
      })
    })
  },
  { name: 'trpc', dependencies: ['database'] },
)
