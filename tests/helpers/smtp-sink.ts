import { afterAll, beforeAll, beforeEach } from 'vitest'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'
import { simpleParser, type AddressObject } from 'mailparser'
import type { AddressInfo } from 'node:net'

/** The mail sender's timings for tests: a stopped mail server is tried again within a fraction of a second. */
export const FAST_RETRIES = { pollMs: 100, retryMs: 100, maxRetryMs: 400 }

export interface ReceivedMail {
  /** The envelope's recipients: who the server was asked to deliver to. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  replyTo: string | undefined
  messageId: string | undefined
}

export interface SmtpSink {
  url: string
  port: number
  received: ReceivedMail[]
  /** Stops answering (connections are refused) until `start` is called again on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Resolves once `count` e-mails have arrived in all, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
}

function addresses(a: AddressObject | AddressObject[] | undefined): string | undefined {
  if (!a) return undefined
  return (Array.isArray(a) ? a : [a]).flatMap((o) => o.value.map((v) => v.address ?? '')).join(', ')
}

/**
 * A real SMTP server (the smtp-server package speaks the protocol) that keeps what it receives.
 * Recipients for which `refuse` returns true are refused with 550, as a server refuses an unknown mailbox.
 */
export async function startSmtpSink(opts: { refuse?: (address: string) => boolean; port?: number } = {}) {
  const received: ReceivedMail[] = []
  let server: SMTPServer | null = null
  let port = opts.port ?? 0

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The sender's pool keeps connections open; a stopped sink must not wait 30 s for them.
      closeTimeout: 200,
      onRcptTo(address: SMTPServerAddress, _session, callback) {
        if (opts.refuse?.(address.address)) {
          const err = Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 })
          return callback(err)
        }
        callback()
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (m) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: m.subject ?? '',
              text: m.text ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              replyTo: addresses(m.replyTo),
              messageId: m.messageId,
            })
            callback()
          },
          (err: Error) => callback(err),
        )
      },
    })

  const sink: SmtpSink = {
    received,
    get port() {
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    async start() {
      const s = create()
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject)
        s.listen(port, '127.0.0.1', () => resolve())
      })
      port = (s.server.address() as AddressInfo).port
      server = s
    },
    async stop() {
      const s = server
      server = null
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, received ${received.length}`)
        await new Promise((r) => setTimeout(r, 25))
      }
      return received
    },
  }
  await sink.start()
  return sink
}

/**
 * A sink for the calling file or describe block: started before its tests, emptied before each, stopped
 * after them. Read it inside tests (and in env callbacks, which run after it started).
 */
export function smtpSinkPerSuite(): SmtpSink {
  let sink: SmtpSink | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(() => sink?.stop())
  beforeEach(() => {
    if (sink) sink.received.length = 0
  })
  const started = () => {
    if (!sink) throw new Error('the SMTP sink is read before its beforeAll started it')
    return sink
  }
  return {
    get url() {
      return started().url
    },
    get port() {
      return started().port
    },
    get received() {
      return started().received
    },
    stop: () => started().stop(),
    start: () => started().start(),
    waitFor: (count, timeoutMs) => started().waitFor(count, timeoutMs),
  }
}
