import { STATUS_CODES } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import { appRouter, type AppRouter } from '../trpc/app-router'
import { contextFactory } from '../trpc/context'
import { LIVE_EVENTS_PATH, serveLiveEvents } from '../live/live-sse'
import { isUploadRequest, MULTIPART_SLACK_BYTES } from '../imports/import-upload'
import { hasBody } from '../request-body'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { IMPORT_LIMITS } from '../../shared/schemas/import-fields'

declare module 'fastify' {
  interface FastifyRequest {
    /** The upload's raw body, kept from tRPC (which would buffer it) for the procedure to stream. */
    importUpload?: FastifyRequest['raw']
  }
}

/** The body's media type, without its parameters, lower-cased. */
const mediaType = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';', 1)[0].trim().toLowerCase()
const isJson = (req: FastifyRequest) => mediaType(req) === 'application/json'
const isMultipart = (req: FastifyRequest) => mediaType(req) === 'multipart/form-data'

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
        // The one exception: a spreadsheet's upload (docs/decisions/0024), refused by its length before any work.
        if (isUploadRequest(req) && isMultipart(req)) {
          if (Number(req.headers['content-length'] ?? 0) > IMPORT_LIMITS.maxBytes + MULTIPART_SLACK_BYTES) {
            return send(reply, 413, 'Payload Too Large', IMPORT_MESSAGES.tooBig)
          }
          return
        }
        if ((hasBody(req.headers) || req.headers['content-type'] !== undefined) && !isJson(req)) {
          return send(reply, 415, 'Unsupported Media Type', 'Send the body as application/json.')
        }
      })

      // The upload's body is streamed by its procedure; tRPC is handed an empty form in its place, so that its
      // FormData input (Request.formData()) never holds the file.
      scope.addHook('preValidation', async (req) => {
        if (!isUploadRequest(req) || !isMultipart(req)) return
        const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(req.headers['content-type'] ?? '')
        req.importUpload = req.raw
        req.body = boundary ? `--${boundary[1] ?? boundary[2]}--\r\n` : ''
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

      // The live stream has a route of its own, before the adapter's `/trpc/:path` (live-sse.ts).
      scope.get(`/trpc/${LIVE_EVENTS_PATH}`, serveLiveEvents)

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
