// An SMTP server for benchmarks that send e-mail: it takes everything and counts it.
import { SMTPServer } from 'smtp-server'

/** An SMTP server that accepts everything and counts the messages. */
export async function startSmtpCounter() {
  const counter = { received: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        counter.received += 1
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  counter.url = `smtp://127.0.0.1:${server.server.address().port}`
  counter.close = () => new Promise((resolve) => server.close(resolve))
  return counter
}
