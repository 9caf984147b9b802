import { describe, expect, it } from 'vitest'
import type { AdminPreferences } from '../../src/shared/schemas/admin-inquiries'
import { adminSuite } from '../helpers/admin-trpc'
import { refusal } from '../helpers/trpc-client'

const suite = adminSuite('prefs')

const preferences = (token?: string) => suite.api(token).admin.users.preferences.query()
const save = (input: AdminPreferences, token?: string) => suite.api(token).admin.users.savePreferences.mutate(input)

describe('admin.users.preferences and savePreferences', () => {
  it('starts empty, keeps what an admin saves, and keeps each admin’s own', async () => {
    const { admin, otherAdmin } = suite
    expect(await preferences()).toEqual({})
    expect(await save({ hiddenInquiryColumns: ['phone', 'channel'] })).toEqual({
      hiddenInquiryColumns: ['phone', 'channel'],
    })
    expect(await preferences(admin.token)).toEqual({ hiddenInquiryColumns: ['phone', 'channel'] })
    expect(await preferences(otherAdmin.token)).toEqual({})

    // Saving replaces the list; saving without it leaves it as it was.
    expect(await save({ hiddenInquiryColumns: ['source'] })).toEqual({ hiddenInquiryColumns: ['source'] })
    expect(await save({})).toEqual({ hiddenInquiryColumns: ['source'] })
    expect(await save({ hiddenInquiryColumns: [] })).toEqual({ hiddenInquiryColumns: [] })
    expect(await preferences()).toEqual({ hiddenInquiryColumns: [] })
  })

  it('refuses an unknown column or a list longer than the columns, and keeps what was saved', async () => {
    const token = suite.otherAdmin.token
    await save({ hiddenInquiryColumns: ['email'] }, token)
    // Raw: a column outside the list, which the typed client would not let a caller write.
    const unknown = await suite.call(
      'admin.users.savePreferences',
      'mutation',
      { hiddenInquiryColumns: ['password'] },
      token,
    )
    expect(unknown.status).toBe(400)
    expect((await refusal(save({ hiddenInquiryColumns: Array(11).fill('email') }, token))).status).toBe(400)
    expect(await preferences(token)).toEqual({ hiddenInquiryColumns: ['email'] })
  })

  it('keeps the live alerts (notification and sound) beside the rest, and refuses anything but yes or no', async () => {
    const token = suite.otherAdmin.token
    const before = await preferences(token)
    expect(await save({ liveNotifications: true, liveSound: false }, token)).toEqual({
      ...before,
      liveNotifications: true,
      liveSound: false,
    })
    expect(await save({ liveSound: true }, token)).toMatchObject({ liveNotifications: true, liveSound: true })
    const wrong = await suite.call('admin.users.savePreferences', 'mutation', { liveSound: 'loud' }, token)
    expect(wrong.status).toBe(400)
    expect(await preferences(token)).toMatchObject({ liveNotifications: true, liveSound: true })
  })

  it('answers 401 without a token and 403 to a non-admin', async () => {
    expect((await refusal(preferences(''))).status).toBe(401)
    expect((await refusal(save({ hiddenInquiryColumns: [] }, ''))).status).toBe(401)
    expect((await refusal(preferences(suite.member.token))).status).toBe(403)
    expect((await refusal(save({ hiddenInquiryColumns: [] }, suite.member.token))).status).toBe(403)
  })
})
