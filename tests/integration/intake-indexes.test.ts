import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { createInquiry } from '../../src/server/inquiries/inquiry-store'
import { InquiryIntake } from '../../src/server/inquiries/inquiry-intake'
import { SearchIndexUpkeep } from '../../src/server/inquiries/search-upkeep'
import { listInquiries } from '../../src/server/inquiries/admin-inquiry-list'
import { inquiryListSchema } from '../../src/shared/schemas/admin-inquiries'
import { informationRequestSchema } from '../../src/shared/schemas/inquiry'
import type { Member } from '../../src/server/auth/identity'

// Issue 32: the intake carries only the indexes a query reads, and the search index's pending list is merged
// off the intake's path (docs/decisions/0026).
let tdb: TestDatabase
let intake: InquiryIntake
const owner: Member = {
  uid: 'owner-indexes',
  email: 'owner.indexes@example.in',
  emailVerified: true,
  name: 'Owner',
  picture: null,
  phoneNumber: null,
  role: 'owner',
}

beforeAll(async () => {
  tdb = await createTestDatabase()
  intake = new InquiryIntake(tdb.handle.db)
})
afterAll(() => tdb.dispose())

async function store(n: number, kind: 'information' = 'information') {
  const data = informationRequestSchema.parse({
    ...validInformation,
    fullName: `Indexed Person ${n}`,
    email: `indexed.${n}@example.in`,
    phone: `+91 93${String(n).padStart(8, '0')}`,
  })
  return createInquiry(intake, { kind, data }, { channel: 'webservice' })
}

/** Pages of the inquiries' search pending list that a merge now would move into the index. */
async function pendingPages(): Promise<number> {
  const { rows } = await sql<{ pages: number }>`
    select gin_clean_pending_list('inquiries_search_trgm_idx'::regclass)::int as pages`.execute(tdb.handle.db)
  return rows[0]!.pages
}

describe('the inquiries indexes', () => {
  it('no longer keeps the indexes no query reads', async () => {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where tablename = 'inquiries'`.execute(tdb.handle.db)
    const names = rows.map((r) => r.name)
    expect(names).not.toContain('inquiries_user_idx')
    expect(names).not.toContain('inquiries_kind_created_idx')
    expect(names).toEqual(
      expect.arrayContaining(['inquiries_created_idx', 'inquiries_search_trgm_idx', 'inquiries_email_idx']),
    )
  })

  it('lists one kind, newest first, without its own index', async () => {
    const ids = [await store(1), await store(2)]
    const page = await listInquiries(tdb.handle.db, inquiryListSchema.parse({ kind: 'information' }), owner)
    expect(page.rows.map((r) => r.id).slice(0, 2)).toEqual([ids[1], ids[0]])
    const none = await listInquiries(tdb.handle.db, inquiryListSchema.parse({ kind: 'enrollment' }), owner)
    expect(none.rows.map((r) => r.id)).not.toContain(ids[0])
  })
})

describe('the search index upkeep', () => {
  it('merges the pending list once enough inquiries were stored, and a search finds them before and after', async () => {
    await pendingPages() // start from an empty list
    const id = await store(3)
    const search = () =>
      listInquiries(tdb.handle.db, inquiryListSchema.parse({ q: 'indexed.3@' }), owner).then((p) =>
        p.rows.map((r) => r.id),
      )
    expect(await search()).toEqual([id])

    const failures: unknown[] = []
    const counted = new SearchIndexUpkeep(tdb.handle.db, (err) => failures.push(err))
    await store(4)
    counted.stored(1_000)
    await counted.settled()
    expect(failures).toEqual([])
    expect(await pendingPages()).toBe(0)
    expect(await search()).toEqual([id])
  })

  it('leaves the list to the next merge when nothing reached the threshold', async () => {
    await pendingPages()
    await store(5)
    const upkeep = new SearchIndexUpkeep(tdb.handle.db, () => {})
    upkeep.stored(999)
    await upkeep.settled()
    expect(await pendingPages()).toBeGreaterThan(0)
  })
})
