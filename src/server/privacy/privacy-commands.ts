import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { PrivacyConfig } from '../config'
import {
  identifierOf,
  linkedSentence,
  PRIVACY_MESSAGES,
  type LinkedIdentifier,
  type PersonIdentifier,
} from '../../shared/schemas/privacy'
import { indianDate } from '../../shared/india-time'
import { exportPersonalData } from './personal-data-export'
import { erasePerson } from './erasure'
import { erasureHashKey } from './erasure-key'
import { runRetention } from './retention'

export const PRIVACY_USAGE =
  'usage: npm run privacy -- export <email|phone> [<email|phone>] [--out <file>] | erase <email|phone> [<email|phone>] | retention'

/** An e-mail, a mobile, or one of each: what the request acts on, and nothing linked to it. */
function identifiersOf(values: readonly string[]): PersonIdentifier | null {
  const found = values.map(identifierOf)
  if (!found.length || found.some((f) => !f)) return null
  const merged = Object.assign({}, ...found) as PersonIdentifier
  return Object.keys(merged).length === found.length ? merged : null
}

/** The identifiers linked to those asked about, one line each, for the admin to add on purpose. */
function linkedLines(linked: readonly LinkedIdentifier[]): string {
  return linked
    .map((l) => `\nnot included: ${linkedSentence(l)} (${l.kind === 'phone' ? 'mobile' : 'e-mail'} ${l.value})`)
    .join('')
}

/**
 * `npm run privacy`'s commands, apart from the process around them so tests run them on their database.
 * Returns what to print; throws with the message to print on bad input.
 */
export async function runPrivacyCommand(
  db: Kysely<Database>,
  config: PrivacyConfig,
  args: readonly string[],
): Promise<string> {
  const [command, ...rest] = args
  if (command === 'retention' && rest.length === 0) {
    const anonymised = await runRetention(db, { months: config.retentionMonths })
    return `retention (${config.retentionMonths} months): ${anonymised} ${anonymised === 1 ? 'inquiry' : 'inquiries'} anonymised`
  }
  if (command !== 'export' && command !== 'erase') throw new Error(PRIVACY_USAGE)
  const outAt = rest.indexOf('--out')
  const values = outAt === -1 ? rest : rest.slice(0, outAt)
  if (values.length === 0 || values.length > 2) throw new Error(PRIVACY_USAGE)
  const identifier = identifiersOf(values)
  if (!identifier) throw new Error(`${PRIVACY_MESSAGES.identifier} ${PRIVACY_USAGE}`)

  if (command === 'erase') {
    if (outAt !== -1) throw new Error(PRIVACY_USAGE)
    const result = (await erasePerson(db, {
      target: identifier,
      source: 'cli',
      actor: null,
      hashKey: await erasureHashKey(db, config.erasureHashKey),
    }))!
    if (result.erased || result.accounts) {
      return `erased: ${result.erased} ${result.erased === 1 ? 'inquiry' : 'inquiries'} anonymised, ${result.accounts} ${result.accounts === 1 ? 'account' : 'accounts'} removed${linkedLines(result.linked)}`
    }
    return result.alreadyErasedAt
      ? `erased: 0 (already erased on ${result.alreadyErasedAt})`
      : 'erased: 0 (nothing is held about this person; the request is recorded)'
  }

  const options = outAt === -1 ? [] : rest.slice(outAt)
  const out =
    options[0] === '--out' && options[1] && options.length === 2
      ? options[1]
      : options.length === 0
        ? `personal-data-${indianDate()}-${randomBytes(3).toString('hex')}.json`
        : null
  if (!out) throw new Error(PRIVACY_USAGE)
  const data = await exportPersonalData(db, identifier)
  // Only its owner may read it: the file holds the person's data.
  await writeFile(out, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  return `exported to ${out}: ${data.inquiries.length} inquiries, ${data.emails.length} e-mails, ${data.accounts.length} accounts${data.truncated ? ' (the first 1,000 inquiries only)' : ''}${linkedLines(data.linked)}`
}
