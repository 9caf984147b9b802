import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { InquiryCopies } from '../../src/client/components/admin/inquiries/inquiry-copies'
import { pendingEvent } from '../../src/client/components/admin/inquiries/pending-event'
import type { DeskList, InquiryDetail, InquiryPage, InquiryRow, MyDay } from '../../src/client/lib/router-types'

/**
 * The cached copies of inquiries a triage change shows itself in: what the admin changed appears in every
 * copy at once, nothing else is guessed, a refusal puts every copy back, and the server's answer replaces
 * the rest.
 */

const keys = {
  list: ['list'],
  myDay: ['myDay'],
  detail: (id: number) => ['byId', id],
}

const admin = { uid: 'admin-1', email: 'admin@example.com', name: 'Site Admin' }

function row(id: number, values: Partial<InquiryRow> = {}): InquiryRow {
  return {
    id,
    kind: 'information',
    status: 'new',
    fullName: `Lead ${id}`,
    email: `lead${id}@example.in`,
    phone: '+919825012345',
    program: 'data',
    channel: 'site',
    source: null,
    utmSource: null,
    owner: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    openedAt: null,
    firstContactDueAt: '2026-11-20T08:30:00.000Z',
    firstContactedAt: null,
    followUpAt: null,
    personInquiries: 1,
    ...values,
  }
}

function detail(id: number, values: Partial<InquiryDetail> = {}): InquiryDetail {
  return {
    ...row(id),
    education: null,
    message: null,
    inquiryType: null,
    courseDetails: { level: null, duration: null },
    attribution: { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null, landingPage: null },
    updatedAt: '2026-11-20T04:30:00.000Z',
    user: null,
    userId: null,
    followUp: null,
    consent: null,
    doNotContactSince: null,
    anonymisedAt: null,
    events: [],
    ...values,
  }
}

const desk = (rows: InquiryRow[]): DeskList => ({ rows, total: rows.length })

/** A cache holding lead 1 on two table pages, in My day's late leads and in its detail; lead 2 beside it. */
function cached() {
  const queryClient = new QueryClient()
  const pageOf = (rows: InquiryRow[]): InquiryPage => ({ rows }) as InquiryPage
  queryClient.setQueryData(['list', { status: 'new' }], pageOf([row(1), row(2)]))
  queryClient.setQueryData(['list', { sort: 'name' }], pageOf([row(2), row(1)]))
  const day: MyDay = {
    overdue: desk([]),
    today: desk([]),
    upcoming: desk([]),
    late: desk([row(1), row(2)]),
    unassignedLate: desk([]),
  }
  queryClient.setQueryData(['myDay'], day)
  queryClient.setQueryData(keys.detail(1), detail(1))
  return { queryClient, copies: new InquiryCopies(queryClient, keys) }
}

/** Lead `id` as every cached copy holds it: table pages, My day's lists, then the detail. */
function copiesOf(queryClient: QueryClient, id: number) {
  const rows = [
    ...queryClient.getQueriesData<InquiryPage>({ queryKey: ['list'] }).flatMap(([, page]) => page?.rows ?? []),
    ...Object.values(queryClient.getQueryData<MyDay>(['myDay']) ?? {}).flatMap((list: DeskList) => list.rows),
  ].filter((r) => r.id === id)
  return { rows, detail: queryClient.getQueryData<InquiryDetail>(keys.detail(id)) }
}

describe('cached copies of an inquiry', () => {
  it('show the status an admin chose in every copy, and nothing the server would decide with it', async () => {
    const { queryClient, copies } = cached()
    await copies.hold([1])
    copies.patch({ ids: [1], row: { status: 'contacted' } })

    const { rows, detail: shown } = copiesOf(queryClient, 1)
    expect(rows).toHaveLength(3)
    for (const copy of [...rows, shown]) {
      expect(copy).toMatchObject({ status: 'contacted', openedAt: null, firstContactedAt: null })
    }
    expect(shown?.events).toEqual([])
    expect(copiesOf(queryClient, 2).rows.map((r) => r.status)).toEqual(['new', 'new', 'new'])
  })

  it('show a note in the history as saving, and a follow-up note in the detail only', async () => {
    const { queryClient, copies } = cached()
    const note = pendingEvent('note', admin, { to: 'Asked about weekend batches' })
    copies.patch({ ids: [1], event: note })
    copies.patch({
      ids: [1],
      row: { followUpAt: '2026-11-28T04:30:00.000Z' },
      detail: { followUp: { dueAt: '2026-11-28T04:30:00.000Z', note: 'Call back' } },
    })

    const { rows, detail: shown } = copiesOf(queryClient, 1)
    expect(shown?.events).toEqual([note])
    expect(note.id).toBeLessThan(0)
    expect(shown?.followUp).toEqual({ dueAt: '2026-11-28T04:30:00.000Z', note: 'Call back' })
    expect(rows.every((r) => r.followUpAt === '2026-11-28T04:30:00.000Z' && !('followUp' in r))).toBe(true)
  })

  it('are put back as they were when the server refuses', async () => {
    const { queryClient, copies } = cached()
    const before = copiesOf(queryClient, 1)
    const snapshot = await copies.hold([1])
    copies.patch({ ids: [1], row: { status: 'spam', owner: admin }, event: pendingEvent('note', admin, {}) })
    copies.restore(snapshot)
    expect(copiesOf(queryClient, 1)).toEqual(before)
  })

  it('take everything else from the server’s answer', async () => {
    const { queryClient, copies } = cached()
    await copies.hold([1])
    copies.patch({ ids: [1], row: { status: 'contacted' } })
    const answer = detail(1, {
      status: 'contacted',
      owner: admin,
      openedAt: '2026-11-27T05:00:00.000Z',
      firstContactedAt: '2026-11-27T05:00:00.000Z',
      events: [pendingEvent('status', admin, { from: 'new', to: 'contacted' })],
    })
    copies.accept(answer)

    const { rows, detail: shown } = copiesOf(queryClient, 1)
    expect(shown).toEqual(answer)
    expect(rows).toEqual([rowOf(answer), rowOf(answer), rowOf(answer)])
    expect(copiesOf(queryClient, 2).rows).toEqual([row(2), row(2), row(2)])
  })
})

/** The fields of a detail that a row shows. */
function rowOf(d: InquiryDetail): InquiryRow {
  return Object.fromEntries(Object.keys(row(0)).map((k) => [k, d[k as keyof InquiryRow]])) as InquiryRow
}
