import { expect, type APIRequestContext } from '@playwright/test'
import { emulatorSignIn } from '../../helpers/firebase-emulator'
import { E2E_API_KEY, E2E_AUTH_EMULATOR_HOST } from '../e2e-env'
import type { Role } from '../../../src/shared/permissions'
import { uniqueEmail } from './google-sign-in'
import { withDatabase } from './member-session'

/** A mobile number of the lead's own: a shared one would make other specs' leads the same person's, and theirs. */
const uniquePhone = () => `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** Stores an information request through the REST API, as a partner's site would; answers its id. */
export async function postLead(request: APIRequestContext, fullName: string, program = 'data'): Promise<number> {
  const response = await request.post('/webservice/api/inquiries/information', {
    headers: { 'x-api-key': E2E_API_KEY },
    data: {
      fullName,
      email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@leads.example`,
      phone: uniquePhone(),
      program,
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** A colleague working from another device: signed in through the Auth emulator, calling tRPC with their token. */
export interface Colleague {
  uid: string
  name: string
  /** A mutation by its path, as the site's httpLink posts it; answers the HTTP status. */
  mutate: (path: string, input: unknown) => Promise<number>
}

export async function colleague(request: APIRequestContext, name: string, role: Role): Promise<Colleague> {
  const { uid, idToken } = await emulatorSignIn(E2E_AUTH_EMULATOR_HOST, {
    email: uniqueEmail('colleague'),
    displayName: name,
  })
  const mutate = async (path: string, input: unknown) =>
    (
      await request.post(`/trpc/${path}`, {
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        data: JSON.stringify(input ?? null),
      })
    ).status()
  // The account is stored as the site stores it after a sign-in, then given its role (as the team page would).
  expect(await mutate('users.sync', null)).toBe(200)
  await withDatabase((client) => client.query('update users set role = $2 where uid = $1', [uid, role]))
  return { uid, name, mutate }
}
