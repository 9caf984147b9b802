// `npm run admin -- grant <email> | revoke <email> | list`: admin rights from the command line, for the
// first admin of a real deployment (they sign in once, then an operator grants them). Recorded in the
// audit like a grant in the back office, with the command line as its source.
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrator'
import { grantAdmin, listAdmins, revokeAdmin, type AdminSummary } from './users/admin-store'
import { ADMIN_MESSAGES, grantAdminSchema } from '../shared/schemas/admin'

const GRANT_REFUSALS = {
  'not-signed-up': ADMIN_MESSAGES.notSignedUp,
  'not-verified': ADMIN_MESSAGES.notVerified,
  ambiguous: ADMIN_MESSAGES.ambiguous,
} as const

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list'

async function run(command: string | undefined, arg: string | undefined): Promise<string> {
  const config = loadConfig()
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    if (command === 'list') {
      const admins = await listAdmins(handle.db)
      // An unverified address gets no alerts until its owner signs in again (docs/decisions/0017).
      const line = (a: AdminSummary) =>
        `${a.email ?? '(no e-mail)'}${a.emailVerified ? '' : ' (not verified)'}  ${a.role}  ${a.uid}`
      return admins.length ? admins.map(line).join('\n') : 'no admins yet'
    }
    const parsed = grantAdminSchema.safeParse({ email: arg })
    if ((command !== 'grant' && command !== 'revoke') || !parsed.success) throw new Error(USAGE)
    const { email } = parsed.data
    if (command === 'grant') {
      const result = await grantAdmin(handle.db, email, { source: 'cli' })
      if (!result.ok) throw new Error(GRANT_REFUSALS[result.reason])
      return result.alreadyAdmin ? `${email} is already an admin` : `${email} is now an admin`
    }
    const [admin, ...more] = (await listAdmins(handle.db)).filter((a) => a.email?.toLowerCase() === email)
    if (!admin) throw new Error(ADMIN_MESSAGES.notAdmin)
    if (more.length) throw new Error(ADMIN_MESSAGES.ambiguousAdmin)
    const result = await revokeAdmin(handle.db, admin.uid, { source: 'cli' })
    if (!result.ok) throw new Error(result.reason === 'last-admin' ? ADMIN_MESSAGES.lastAdmin : ADMIN_MESSAGES.notAdmin)
    return `${email} is no longer an admin`
  } finally {
    await handle.close()
  }
}

const [command, arg] = process.argv.slice(2)
try {
  console.log(await run(command, arg))
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
