import type { ComponentType } from 'react'
import type { AccessLogItem } from './access-log-format'
import { EntryAction, EntryFilters, EntryInquiries, EntryMember, EntryRows, EntryTime } from './access-log-cells'

type Cell = ComponentType<{ item: AccessLogItem }>

/** The columns, in order; the cards name each value with the same words. */
const COLUMNS: readonly { title: string; Cell: Cell; className: string }[] = [
  { title: 'When (IST)', Cell: EntryTime, className: 'whitespace-nowrap' },
  { title: 'Member', Cell: EntryMember, className: 'max-w-64' },
  { title: 'Action', Cell: EntryAction, className: '' },
  { title: 'Inquiries', Cell: EntryInquiries, className: 'max-w-72' },
  { title: 'Rows', Cell: EntryRows, className: 'text-right tabular-nums' },
  { title: 'Filters', Cell: EntryFilters, className: 'max-w-72 break-words' },
]

/** The desk view (768 px and up): one row per entry. */
function EntryTable({ items, busy }: { items: AccessLogItem[]; busy: boolean }) {
  return (
    <div className="hidden rounded-xl bg-white ring-1 ring-slate-200 md:block">
      <table aria-busy={busy} className="min-w-full text-sm">
        <caption className="sr-only">Access log</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.title}
                scope="col"
                className={`px-3 py-2 font-semibold whitespace-nowrap first:rounded-tl-xl last:rounded-tr-xl ${c.title === 'Rows' ? 'text-right' : 'text-left'}`}
              >
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="align-top text-slate-800">
          {items.map((item) => (
            <tr key={item.id} className="border-t border-slate-200">
              {COLUMNS.map(({ title, Cell, className }) => (
                <td key={title} className={`px-3 py-2.5 ${className}`}>
                  <Cell item={item} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The phone view (under 768 px): a card per entry, so nothing scrolls sideways at 375 px. */
function EntryCards({ items, busy }: { items: AccessLogItem[]; busy: boolean }) {
  return (
    <ul aria-label="Access log" aria-busy={busy} className="space-y-3 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {COLUMNS.map(({ title, Cell }) => (
              <div key={title} className="contents">
                <dt className="text-slate-600">{title}</dt>
                <dd className="min-w-0 break-words text-slate-900">
                  <Cell item={item} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

/** The same entries as a table on a desk and as cards on a phone; CSS shows the one that fits. */
export function AccessLogList({ items, busy }: { items: AccessLogItem[]; busy: boolean }) {
  return (
    <>
      <EntryTable items={items} busy={busy} />
      <EntryCards items={items} busy={busy} />
    </>
  )
}
