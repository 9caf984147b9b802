import fp from 'fastify-plugin'
import { isUploadRequest } from '../imports/import-upload'
import { hasBody } from '../request-body'

export interface RequestDeadlineOptions {
  /** Every request but an upload must have arrived whole within this. */
  requestMs: number
}

// Node's own answer to an overdue request (its requestTimeout), word for word.
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'

/**
 * Node has one request timeout for the whole server, and an import's file of up to 100 MB needs minutes
 * on an office line where a form's 64 KiB needs seconds. So Node's is set to the upload's allowance, and
 * this gives every other request with a body the short one: a client that trickles a form's bytes to hold
 * a connection (slowloris) is still answered 408 and cut off.
 */
export default fp<RequestDeadlineOptions>(
  async (app, { requestMs }) => {
    // A callback, not an async function: it runs on every request, and most (pages, assets) have no body.
    app.addHook('onRequest', (req, reply, done) => {
      const raw = req.raw
      // `complete` is false while a body is still arriving on a real socket (undefined under inject).
      if (!hasBody(req.headers) || raw.complete !== false || isUploadRequest(req)) return done()
      const started = Date.now()
      const timer = setTimeout(() => {
        if (raw.complete || raw.socket.destroyed) return
        req.log.info({ ms: Date.now() - started }, 'request body too slow')
        // Answered already without reading the body (a refusal): nothing more to say, only to hang up.
        if (reply.raw.headersSent) raw.socket.destroy()
        else raw.socket.end(TIMED_OUT)
      }, requestMs)
      timer.unref()
      raw.once('close', () => clearTimeout(timer))
      raw.once('end', () => clearTimeout(timer))
      done()
    })
  },
  { name: 'request-deadline' },
)
