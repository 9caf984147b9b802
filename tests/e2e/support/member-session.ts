import pg from 'pg'
import { expect, type Page } from '@playwright/test'
import type { Role } from '../../../src/shared/permissions'
import { gotoHydrated } from '../fixtures'
import { signInWithPopup, uniqueEmail } from './google-sign-in'

/** Runs `work` on the suite's database (E2E_DATABASE_URL), where specs store what they need as rows. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Signs in a new account through the Auth emulator's popup, then gives it `role` in the database (as the
 * team page would); answers its uid. The next full load of a back-office page knows the role.
 */
export async function signInAsMember(page: Page, name: string, role: Role): Promise<string> {
  const email = uniqueEmail(role)
  await gotoHydrated(page, '/login')
  await signInWithPopup(page, email, name)
  await expect(page.getByText('Welcome!')).toBeVisible()
  let uid: string | undefined
  // users.sync stores the account as the sign-in completes.
  await expect(async () => {
    uid = await withDatabase(async (client) => {
      const { rows } = await client.query<{ uid: string }>(
        'update users set role = $2 where lower(email) = lower($1) returning uid',
        [email, role],
      )
      return rows[0]?.uid
    })
    expect(uid).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return uid!
}
