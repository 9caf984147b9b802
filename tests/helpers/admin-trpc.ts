import { afterAll, beforeAll, inject } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client'
import type { Kysely } from 'kysely'
import { testApp } from './app'
import type { Env } from '../../src/server/config'
import type { AppDeps } from '../../src/server/app'
import { createTestDatabase, type TestDatabase } from './database'
import { emulatorSignIn } from './firebase-emulator'
import { apiClient, type Api } from './trpc-client'
import type { AppRouter } from '../../src/server/trpc/app-router'
import type { Database, NewInquiry } from '../../src/server/db/schema'
import type { InquiryPage } from '../../src/server/inquiries/admin-inquiry-list'
import type { InquiryListInput } from '../../src/shared/schemas/admin-inquiries'

/** The project the run's shared Auth emulator serves (tests/helpers/auth-emulator.setup.ts). */
export const PROJECT = 'demo-skillforge-test'

export type CallKind = 'query' | 'mutation'

export interface TrpcAnswer<T> {
  status: number
  body: {
    result?: { data: T }
    error?: { message: string; data?: { code: string; fieldErrors?: Record<string, string> | null } }
  }
}

/**
 * Calls a procedure by its path the way the site's httpLink does: a GET with `?input=` for a query, a JSON POST
 * for a mutation. Only for what the typed client cannot send (malformed input, a wrong method); tests call
 * procedures through `apiClient` / `suite.api` otherwise.
 */
export async function trpc<T = unknown>(
  app: FastifyInstance,
  path: string,
  kind: CallKind,
  { token, input }: { token?: string; input?: unknown } = {},
): Promise<TrpcAnswer<T>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const res =
    kind === 'query'
      ? await app.inject({
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(input ?? null),
        })
  return { status: res.statusCode, body: res.json() as TrpcAnswer<T>['body'] }
}

export interface Person {
  uid: string
  email: string
  name: string
  token: string
}

/** Signs in through the emulator's Google provider and syncs the account, as the site does after sign-in. */
export async function signInPerson(app: FastifyInstance, email: string, name: string): Promise<Person> {
  const user = await emulatorSignIn(inject('authEmulatorHost'), { email, displayName: name })
  await apiClient(app, user.idToken).users.sync.mutate()
  return { uid: user.uid, email, name, token: user.idToken }
}

export interface AdminSuite {
  app: FastifyInstance
  db: Kysely<Database>
  /** Two admins (by ADMIN_EMAILS) and a signed-in member who is not one. */
  admin: Person
  otherAdmin: Person
  member: Person
  /** The typed client, as `admin` unless another token is given. */
  api(token?: string): Api
  /** A raw call by path, as `admin` unless another token is given: for what the typed client cannot send. */
  call<T = unknown>(path: string, kind: CallKind, input?: unknown, token?: string): Promise<TrpcAnswer<T>>
}

/**
 * A database and app of the calling test file's own, with two admins and a member signed in; `tag` keeps
 * the e-mails of one file apart from another's in the shared emulator. The emulator is never cleared here:
 * other files use it at the same time.
 */
export function adminSuite(
  tag: string,
  options: { env?: () => Partial<Record<keyof Env, string>>; deps?: Omit<AppDeps, 'database'> } = {},
): AdminSuite {
  let tdb: TestDatabase
  const suite = {} as AdminSuite
  beforeAll(async () => {
    tdb = await createTestDatabase()
    const adminEmail = `asha.${tag}@admins.example`
    const otherEmail = `vikram.${tag}@admins.example`
    suite.app = await testApp(
      {
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
        ADMIN_EMAILS: `${adminEmail},${otherEmail}`,
        ...options.env?.(),
      },
      tdb.handle,
      options.deps,
    )
    suite.db = tdb.handle.db
    suite.admin = await signInPerson(suite.app, adminEmail, 'Asha Admin')
    suite.otherAdmin = await signInPerson(suite.app, otherEmail, 'Vikram Admin')
    suite.member = await signInPerson(suite.app, `meera.${tag}@members.example`, 'Meera Member')
    suite.api = (token = suite.admin.token) => apiClient(suite.app, token)
    suite.call = (path, kind, input, token = suite.admin.token) => trpc(suite.app, path, kind, { token, input })
  })
  afterAll(async () => {
    await suite.app?.close()
    await tdb?.dispose()
  })
  return suite
}

let serial = 0

/** A complete inquiry row with plain defaults; tests set what they look at. */
export function inquiry(overrides: Partial<NewInquiry> = {}): NewInquiry {
  serial += 1
  return {
    kind: 'information',
    full_name: `Lead Number ${serial}`,
    email: `lead${serial}@example.in`,
    phone: `+91 90000 ${String(serial).padStart(5, '0')}`,
    program: 'fullstack',
    channel: 'site',
    created_at: new Date(Date.UTC(2026, 0, 10, 6, 0, serial)),
    ...overrides,
  }
}

/** Inserts the rows as given (times, status, owner, UTM) and returns their ids in the same order. */
export async function insertInquiries(db: Kysely<Database>, rows: Array<Partial<NewInquiry>>): Promise<number[]> {
  const inserted = await db
    .insertInto('inquiries')
    .values(rows.map((r) => inquiry(r)))
    .returning('id')
    .execute()
  return inserted.map((r) => r.id)
}

/** Every row the list yields under `input`, following `nextCursor` from the first page. */
export async function walkList(suite: AdminSuite, input: InquiryListInput): Promise<InquiryPage[]> {
  const pages: InquiryPage[] = []
  let after: string | undefined
  for (;;) {
    const page = await suite.api().admin.inquiries.list.query({ ...input, after })
    pages.push(page)
    if (!page.nextCursor) return pages
    after = page.nextCursor
  }
}

/** The app on a real port, for clients that speak HTTP (streaming) rather than `inject`. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address
}

/** The typed tRPC client the back office uses for streamed procedures (httpBatchStreamLink). */
export function streamClient(base: string, token?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchStreamLink({
        url: `${base}/trpc`,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      }),
    ],
  })
}
