import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { keptSecret } from '../db/kept-secret'

/** A ticket opens a stream for this long; the stream then ends and the browser asks for a new one. */
export const TICKET_TTL_MS = 10 * 60_000

const SECRET = 'live-ticket-key'

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url')

/**
 * A short-lived ticket for the live stream, made for a verified member: an EventSource cannot send the
 * Authorization header, and the ID token must never travel in a URL, where proxies log it. Signed with a
 * key every instance shares (kept in the database), so any instance accepts it.
 */
export async function makeTicket(db: Kysely<Database>, uid: string, now = Date.now()) {
  const expiresAt = now + TICKET_TTL_MS
  const body = `${Buffer.from(uid).toString('base64url')}.${expiresAt}`
  return { ticket: `${body}.${sign(await keptSecret(db, SECRET), body)}`, expiresAt }
}

/** The uid and expiry a valid, unexpired ticket names; null for anything else. */
export async function readTicket(
  db: Kysely<Database>,
  ticket: unknown,
  now = Date.now(),
): Promise<{ uid: string; expiresAt: number } | null> {
  if (typeof ticket !== 'string' || ticket.length > 1_024) return null
  const match = /^([\w-]{1,600})\.(\d{13})\.([\w-]{43})$/.exec(ticket)
  if (!match) return null
  const [, uid64, exp, signature] = match
  const expected = Buffer.from(sign(await keptSecret(db, SECRET), `${uid64}.${exp}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const expiresAt = Number(exp)
  if (expiresAt <= now) return null
  return { uid: Buffer.from(uid64, 'base64url').toString(), expiresAt }
}
