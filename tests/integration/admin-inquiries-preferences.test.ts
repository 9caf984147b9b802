import { describe, expect, it } from 'vitest'
import type { AdminPreferences } from '../../src/shared/schemas/admin-inquiries'
import { adminSuite, ok } from '../helpers/admin-trpc'

const suite = adminSuite('prefs')

const preferences = (token?: string) =>
  suite.call<AdminPreferences>('admin.users.preferences', 'query', undefined, token)
const save = (input: unknown, token?: string) =>
  suite.call<AdminPreferences>('admin.users.savePreferences', 'mutation', input, token)

describe('admin.users.preferences and savePreferences', () => {
  it('starts empty, keeps what an admin saves, and keeps each admin’s own', async () => {
    const { admin, otherAdmin } = suite
    expect(ok(await preferences())).toEqual({})
    expect(ok(await save({ hiddenInquiryColumns: ['phone', 'channel'] }))).toEqual({
      hiddenInquiryColumns: ['phone', 'channel'],
    })
    expect(ok(await preferences(admin.token))).toEqual({ hiddenInquiryColumns: ['phone', 'channel'] })
    expect(ok(await preferences(otherAdmin.token))).toEqual({})

    // Saving replaces the list; saving without it leaves it as it was.
    expect(ok(await save({ hiddenInquiryColumns: ['source'] }))).toEqual({ hiddenInquiryColumns: ['source'] })
    expect(ok(await save({}))).toEqual({ hiddenInquiryColumns: ['source'] })
    expect(ok(await save({ hiddenInquiryColumns: [] }))).toEqual({ hiddenInquiryColumns: [] })
    expect(ok(await preferences())).toEqual({ hiddenInquiryColumns: [] })
  })

  it('refuses an unknown column or a list longer than the columns, and keeps what was saved', async () => {
    ok(await save({ hiddenInquiryColumns: ['email'] }, suite.otherAdmin.token))
    for (const bad of [{ hiddenInquiryColumns: ['password'] }, { hiddenInquiryColumns: Array(11).fill('email') }]) {
      expect((await save(bad, suite.otherAdmin.token)).status).toBe(400)
    }
    expect(ok(await preferences(suite.otherAdmin.token))).toEqual({ hiddenInquiryColumns: ['email'] })
  })

  it('answers 401 without a token and 403 to a non-admin', async () => {
    expect((await suite.call('admin.users.preferences', 'query', undefined, '')).status).toBe(401)
    expect((await save({ hiddenInquiryColumns: [] }, '')).status).toBe(401)
    expect((await preferences(suite.member.token)).status).toBe(403)
    expect((await save({ hiddenInquiryColumns: [] }, suite.member.token)).status).toBe(403)
  })
})
