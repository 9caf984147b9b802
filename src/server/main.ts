import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  // Imports run in a worker thread of the built server's (plugins/imports.ts).
  const app = await buildApp(config, { imports: { thread: new URL('./import-thread.js', import.meta.url) } })

  // A promise nobody awaited failed: a bug somewhere, but not one that leaves shared state half-changed,
  // so it is logged with its stack for us to fix and the site keeps serving.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection')
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Stop accepting connections, let in-flight requests finish, then exit; a stuck close is cut off.
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error(err, 'error during shutdown')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  const site = config.publicOrigin
  console.log(`\n  ${'Site'.padEnd(14)} ${site}`)
  if (config.webserviceApiKeyGenerated)
    console.log(
      `  ${'REST API key'.padEnd(14)} ${config.webserviceApiKeys[0]} (generated; set WEBSERVICE_API_KEY to fix it)`,
    )
  const mailServer = config.mail.smtpUrl ? new URL(config.mail.smtpUrl).host : null
  console.log(
    `  ${'E-mail alerts'.padEnd(14)} ${mailServer ? `sent through ${mailServer}` : `kept, not sent (SMTP_URL is not set): ${site}/admin/alerts`}`,
  )
  const emulator = config.firebase?.emulatorHost
  if (emulator) {
    console.log(
      `  ${'Sign-in'.padEnd(14)} Firebase Auth emulator at ${config.firebase?.emulatorUrl} (local accounts, no Google)`,
    )
    const admins = config.adminEmails.join(', ') || 'nobody (set ADMIN_EMAILS)'
    console.log(`  ${'Admin'.padEnd(14)} ${site}/login, Continue with Google, "Add new account" as ${admins}`)
    console.log(`  ${''.padEnd(14)} then ${site}/admin/inquiries`)
  } else if (!config.firebase) {
    console.log(`  ${'Sign-in'.padEnd(14)} unavailable: ${config.authUnavailableReason}`)
  }
  console.log('')
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
