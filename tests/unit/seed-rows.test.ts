import { describe, expect, it } from 'vitest'
import { Random } from '../../src/server/seed/seed-random'
import { Timeline } from '../../src/server/seed/seed-timeline'
import { generateBatch } from '../../src/server/seed/seed-rows'
import { emptyColumns, type InquiryColumns } from '../../src/server/seed/seed-columns'
import { newSeedState } from '../../src/server/seed/seed-people'
import { personKeysOf } from '../../src/server/inquiries/person-keys'
import { contactMarks } from '../../src/shared/office-hours'

const COUNT = 5_000
const BATCH = 1_000
// A fixed end, so every run generates the very same rows.
const END = Date.UTC(2026, 10, 20, 12)

/** Five batches through one state, as seedInquiries makes them: returns reach back across batches. */
function generate(seed: number): InquiryColumns {
  const random = new Random(seed)
  const timeline = new Timeline(END, 730, random)
  const state = newSeedState()
  const out = emptyColumns()
  for (let first = 0; first < COUNT; first += BATCH) generateBatch(out, first, BATCH, COUNT, timeline, random, state)
  return out
}

const rows = generate(42)
const keys = rows.email.map((email, i) => personKeysOf({ email, phone: rows.phone[i]! }))

/** Row indexes by e-mail key and by phone key. */
function groups(): Map<string, number[]> {
  const by = new Map<string, number[]>()
  keys.forEach((k, i) => {
    for (const key of [`e:${k.email}`, k.phone === null ? null : `p:${k.phone}`]) {
      if (key === null) continue
      const list = by.get(key)
      if (list) list.push(i)
      else by.set(key, [i])
    }
  })
  return by
}

describe('seeded inquiries', () => {
  it('are the same for the same seed, and others for another', () => {
    expect(generate(42)).toEqual(rows)
    expect(generate(43).email).not.toEqual(rows.email)
  })

  it('come from someone who wrote before about one time in eight', () => {
    const emails = new Set<string>()
    const phones = new Set<string>()
    let returns = 0
    for (const k of keys) {
      if (emails.has(k.email) || (k.phone !== null && phones.has(k.phone))) returns++
      emails.add(k.email)
      if (k.phone !== null) phones.add(k.phone)
    }
    expect(returns / COUNT).toBeGreaterThanOrEqual(0.08)
    expect(returns / COUNT).toBeLessThanOrEqual(0.16)
  })

  it('share an e-mail or a mobile only within one person, who keeps the name and the owner', () => {
    let shared = 0
    let sizes = 0
    for (const members of groups().values()) {
      if (members.length < 2) continue
      shared++
      sizes = Math.max(sizes, members.length)
      // A new person's address and number are theirs alone: a shared key is a returning person.
      expect(new Set(members.map((i) => rows.full_name[i]))).toHaveLength(1)
      const owners = new Set(members.map((i) => rows.owner_uid[i]).filter((o) => o !== null))
      expect(owners.size).toBeLessThanOrEqual(1)
    }
    expect(shared).toBeGreaterThan(200)
    // A few write 3-5 times; nobody more.
    expect(sizes).toBeGreaterThanOrEqual(3)
    expect(sizes).toBeLessThanOrEqual(5)
  })

  it('write a returning e-mail in other case now and then, and a returning mobile mostly another way', () => {
    let recased = 0
    let reformatted = 0
    let samePhones = 0
    for (const [key, members] of groups()) {
      if (members.length < 2) continue
      const [a, b] = members as [number, number]
      if (key.startsWith('e:') && rows.email[a] !== rows.email[b]) recased++
      if (key.startsWith('p:')) {
        samePhones++
        if (rows.phone[a] !== rows.phone[b]) reformatted++
      }
    }
    expect(recased).toBeGreaterThan(10)
    expect(reformatted / samePhones).toBeGreaterThan(0.5)
  })

  it('reached the funnel stages in order, as far as their status', () => {
    const closed = { all: 0, contacted: 0, qualified: 0 }
    for (let i = 0; i < COUNT; i++) {
      const status = rows.status[i]!
      const created = rows.created_at[i]!
      const stages = [rows.reached_contacted_at[i]!, rows.reached_qualified_at[i]!, rows.reached_enrolled_at[i]!]
      const reached = stages.filter((t) => t !== null)
      // Contacted, then Qualified, then Enrolled: never a later stage without the ones before.
      expect(stages.slice(0, reached.length)).toEqual(reached)
      const times = [created, ...reached, rows.updated_at[i]!, END / 1000]
      expect(times).toEqual([...times].sort((x, y) => x - y))

      const expected = { new: 0, spam: 0, contacted: 1, qualified: 2, enrolled: 3 }[status as string]
      if (expected !== undefined) expect(reached, status).toHaveLength(expected)
      if (status === 'contacted' || status === 'qualified' || status === 'enrolled') {
        expect(rows.reached_contacted_at[i]).toBe(rows.first_contacted_at[i])
      }
      if (status === 'enrolled') expect(rows.reached_enrolled_at[i]).toBe(rows.updated_at[i])
      if (status === 'closed') {
        closed.all++
        expect(reached.length).toBeLessThanOrEqual(2)
        if (reached.length >= 1) closed.contacted++
        if (reached.length === 2) closed.qualified++
      }
    }
    expect(closed.contacted / closed.all).toBeGreaterThan(0.35)
    expect(closed.contacted / closed.all).toBeLessThan(0.65)
    expect(closed.qualified).toBeGreaterThan(0)
  })
})

describe('seeded marks', () => {
  it("are each inquiry's 5 minutes and hour of office time, and a share of leads meets each", () => {
    const met = { m5: 0, h1: 0, contacted: 0 }
    for (let i = 0; i < COUNT; i++) {
      const marks = contactMarks(new Date(rows.created_at[i]! * 1000))
      expect([rows.contact_5m_due_at[i], rows.contact_1h_due_at[i]]).toEqual([
        marks.within5m.getTime() / 1000,
        marks.within1h.getTime() / 1000,
      ])
      const contacted = rows.first_contacted_at[i]
      if (contacted === null || contacted === undefined) continue
      met.contacted++
      if (contacted <= rows.contact_5m_due_at[i]!) met.m5++
      if (contacted <= rows.contact_1h_due_at[i]!) met.h1++
    }
    // Some leads are reached within minutes, more within the hour, most later: figures for the panel to show.
    expect(met.m5).toBeGreaterThan(0)
    expect(met.h1).toBeGreaterThan(met.m5)
    expect(met.h1).toBeLessThan(met.contacted)
  })
})
