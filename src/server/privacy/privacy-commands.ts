import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { PrivacyConfig } from '../config'
import { identifierOf, PRIVACY_MESSAGES } from '../../shared/schemas/privacy'
import { indianDate } from '../../shared/india-time'
import { exportPersonalData } from './personal-data-export'
import { erasePerson } from './erasure'
import { erasureHashKey } from './erasure-key'
import { runRetention } from './retention'

export const PRIVACY_USAGE =
  'usage: npm run privacy -- export <email|phone> [--out <file>] | erase <email|phone> | retention'

/**
 * `npm run privacy`'s commands, apart from the process around them so tests run them on their database.
 * Returns what to print; throws with the message to print on bad input.
 */
export async function runPrivacyCommand(
  db: Kysely<Database>,
  config: PrivacyConfig,
  args: readonly string[],
): Promise<string> {
  const [command, value, ...rest] = args
  if (command === 'retention' && value === undefined) {
    const anonymised = await runRetention(db, { months: config.retentionMonths })
    return `retention (${config.retentionMonths} months): ${anonymised} ${anonymised === 1 ? 'inquiry' : 'inquiries'} anonymised`
  }
  if (command !== 'export' && command !== 'erase') throw new Error(PRIVACY_USAGE)
  if (value === undefined) throw new Error(PRIVACY_USAGE)
  const identifier = identifierOf(value)
  if (!identifier) throw new Error(`${PRIVACY_MESSAGES.identifier} ${PRIVACY_USAGE}`)

  if (command === 'erase') {
    if (rest.length) throw new Error(PRIVACY_USAGE)
    const result = (await erasePerson(db, {
      target: identifier,
      source: 'cli',
      actor: null,
      hashKey: await erasureHashKey(db, config.erasureHashKey),
    }))!
    if (result.erased || result.accounts) {
      return `erased: ${result.erased} ${result.erased === 1 ? 'inquiry' : 'inquiries'} anonymised, ${result.accounts} ${result.accounts === 1 ? 'account' : 'accounts'} removed`
    }
    return result.alreadyErasedAt
      ? `erased: 0 (already erased on ${result.alreadyErasedAt})`
      : 'erased: 0 (nothing is held about this person; the request is recorded)'
  }

  const out =
    rest[0] === '--out' && rest[1] && rest.length === 2
      ? rest[1]
      : rest.length === 0
        ? `personal-data-${indianDate()}-${randomBytes(3).toString('hex')}.json`
        : null
  if (!out) throw new Error(PRIVACY_USAGE)
  const data = await exportPersonalData(db, identifier)
  // Only its owner may read it: the file holds the person's data.
  await writeFile(out, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  return `exported to ${out}: ${data.inquiries.length} inquiries, ${data.emails.length} e-mails, ${data.accounts.length} accounts${data.truncated ? ' (the first 1,000 inquiries only)' : ''}`
}
