// The members of bench:live: rows in `users` written straight into the scratch database, and tickets for
// their live streams signed without Firebase, with a ticket key the bench puts in `settings` itself.
import pg from 'pg'
import { createHmac, randomBytes } from 'node:crypto'

// The server's name for the key (src/server/live/live-ticket.ts), and how long its tickets last.
const TICKET_KEY = 'live-ticket-key'
const TICKET_TTL_MS = 10 * 60_000

/**
 * Writes the ticket key and `count` owners (owners hear of every inquiry, so each subscriber expects all
 * of them). Their e-mails are unverified and none takes leads: no alert is addressed to them and the
 * intake's work per inquiry stays what bench:inquiries measures. Call after the migrations, before the
 * servers read the key: each reads it once and keeps it. Returns the key and the members' uids.
 */
export async function addMembers(databaseUrl, count) {
  const key = randomBytes(32).toString('base64url')
  const uids = Array.from({ length: count }, (_, i) => `bench-live-member-${String(i).padStart(4, '0')}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into settings (name, value) values ($1, $2) on conflict (name) do update set value = excluded.value`,
      [TICKET_KEY, key],
    )
    await client.query(
      `insert into users (uid, email, display_name, role)
       select uid, uid || '@members.example', 'Member ' || ord, 'owner'
       from unnest($1::text[]) with ordinality as m(uid, ord)`,
      [uids],
    )
  } finally {
    await client.end()
  }
  return { key, uids }
}

/**
 * A ticket for `uid`'s stream, as admin.live.ticket makes it. The built server is one bundle that exports
 * nothing, so makeTicket cannot be imported from dist/server: this is its signing, rewritten (uid in
 * base64url, the expiry in ms, an HMAC-SHA256 of both in base64url). A change there shows here as every
 * stream refused with 401.
 */
export function ticketFor(key, uid, now = Date.now()) {
  const body = `${Buffer.from(uid).toString('base64url')}.${now + TICKET_TTL_MS}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}
