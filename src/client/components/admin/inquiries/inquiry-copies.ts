import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { DeskList, InquiryDetail, InquiryEvent, InquiryPage, InquiryRow, MyDay } from '../../../lib/router-types'

/** Where the cache keeps copies of inquiries: every table page, My day's lists, and each detail. */
export interface InquiryKeys {
  /** A prefix matching every cached page, whatever its filters, sort or cursor. */
  list: QueryKey
  myDay: QueryKey
  detail: (id: number) => QueryKey
}

/**
 * What a triage change shows before the server answers: only what the caller changed. Whatever else the
 * server does with it (reading the lead, stamping its first contact, completing a follow-up...) shows when
 * its answer comes back, so no rule of the server's is copied here.
 */
export interface InquiryChange {
  ids: readonly number[]
  /** The changed fields, in every copy: the table's rows, My day's and the detail. */
  row?: Partial<InquiryRow>
  /** The changed fields only the detail has (the open follow-up's note). */
  detail?: Partial<Omit<InquiryDetail, keyof InquiryRow | 'events'>>
  /** The entry the change adds to the history (a note, a contact), shown as saving. */
  event?: InquiryEvent
}

export type Snapshot = Array<[QueryKey, unknown]>

/** Every field a row shows, taken from the server's detail of the same inquiry. */
function rowFrom(row: InquiryRow, detail: InquiryDetail): InquiryRow {
  const fresh = { ...row }
  const take = <K extends keyof InquiryRow>(key: K) => {
    fresh[key] = detail[key]
  }
  ;(Object.keys(row) as Array<keyof InquiryRow>).forEach((key) => key in detail && take(key))
  return fresh
}

/** Reads, patches and puts back the cached copies of inquiries. */
export class InquiryCopies {
  constructor(
    private readonly queryClient: QueryClient,
    private readonly keys: InquiryKeys,
  ) {}

  /** Stops refetches in flight, which would overwrite the optimistic copies, and keeps the current ones. */
  async hold(ids: readonly number[]): Promise<Snapshot> {
    const { queryClient, keys } = this
    await Promise.all([
      queryClient.cancelQueries({ queryKey: keys.list }),
      queryClient.cancelQueries({ queryKey: keys.myDay }),
      ...ids.map((id) => queryClient.cancelQueries({ queryKey: keys.detail(id) })),
    ])
    return [
      ...queryClient.getQueriesData({ queryKey: keys.list }),
      ...queryClient.getQueriesData({ queryKey: keys.myDay }),
      ...ids.map((id): [QueryKey, unknown] => [keys.detail(id), queryClient.getQueryData(keys.detail(id))]),
    ]
  }

  restore(snapshot: Snapshot | undefined): void {
    snapshot?.forEach(([key, data]) => this.queryClient.setQueryData(key, data))
  }

  /** Shows the change in every cached copy of its inquiries. */
  patch({ ids, row = {}, detail = {}, event }: InquiryChange): void {
    this.patchRows(ids, (r) => ({ ...r, ...row }))
    ids.forEach((id) =>
      this.queryClient.setQueryData<InquiryDetail>(this.keys.detail(id), (d) =>
        d ? { ...d, ...row, ...detail, events: event ? [...d.events, event] : d.events } : d,
      ),
    )
  }

  /** The server's detail replaces every copy of the inquiry: its fields, and its history. */
  accept(detail: InquiryDetail): void {
    this.queryClient.setQueryData(this.keys.detail(detail.id), detail)
    this.patchRows([detail.id], (r) => rowFrom(r, detail))
  }

  private patchRows(ids: readonly number[], patch: (row: InquiryRow) => InquiryRow): void {
    const selected = new Set(ids)
    const rows = (list: InquiryRow[]) => list.map((r) => (selected.has(r.id) ? patch(r) : r))
    const desk = (list: DeskList): DeskList => ({ ...list, rows: rows(list.rows) })
    this.queryClient.setQueriesData<InquiryPage>({ queryKey: this.keys.list }, (page) =>
      page?.rows ? { ...page, rows: rows(page.rows) } : page,
    )
    // The row stays in its list: which list it belongs to now is My day's to say when it is refetched.
    this.queryClient.setQueriesData<MyDay>({ queryKey: this.keys.myDay }, (day) =>
      day
        ? {
            overdue: desk(day.overdue),
            today: desk(day.today),
            upcoming: desk(day.upcoming),
            late: desk(day.late),
            unassignedLate: desk(day.unassignedLate),
          }
        : day,
    )
  }
}
