import type { ErasureRecord } from '../../../lib/router-types'
import { ERASURE_SOURCE_LABELS } from './privacy-format'
import { formatCount, formatWhen } from '../admin-format'

const COLUMNS = ['When', 'Source', 'By', 'Inquiries', 'Accounts'] as const

// Retention and the command line act for nobody in the back office.
const by = (record: ErasureRecord) => record.actorEmail ?? '—'

/** The desk view (768 px and up): one row per record. */
function RecordTable({ records }: { records: ErasureRecord[] }) {
  return (
    <div className="hidden rounded-xl bg-white ring-1 ring-slate-200 md:block">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Erasure records</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={`px-3 py-2 font-semibold whitespace-nowrap first:rounded-tl-xl last:rounded-tr-xl ${i >= 3 ? 'text-right' : 'text-left'}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-800">
          {records.map((r) => (
            <tr key={r.id} className="border-t border-slate-200">
              <td className="px-3 py-2.5 whitespace-nowrap">
                <time dateTime={r.at}>{formatWhen(r.at)}</time>
              </td>
              <td className="px-3 py-2.5">{ERASURE_SOURCE_LABELS[r.source]}</td>
              <td className="max-w-72 px-3 py-2.5 break-words">{by(r)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(r.inquiries)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(r.accounts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The phone view (under 768 px): a card per record, so nothing scrolls sideways at 375 px. */
function RecordCards({ records }: { records: ErasureRecord[] }) {
  return (
    <ul aria-label="Erasure records" className="space-y-3 md:hidden">
      {records.map((r) => (
        <li key={r.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {/* The same words as the table's headings, so both views read alike. */}
            <dt className="text-slate-600">{COLUMNS[0]}</dt>
            <dd className="min-w-0 text-slate-900">
              <time dateTime={r.at}>{formatWhen(r.at)}</time>
            </dd>
            <dt className="text-slate-600">{COLUMNS[1]}</dt>
            <dd className="min-w-0 text-slate-900">{ERASURE_SOURCE_LABELS[r.source]}</dd>
            <dt className="text-slate-600">{COLUMNS[2]}</dt>
            <dd className="min-w-0 break-words text-slate-900">{by(r)}</dd>
            <dt className="text-slate-600">{COLUMNS[3]}</dt>
            <dd className="min-w-0 text-slate-900 tabular-nums">{formatCount(r.inquiries)}</dd>
            <dt className="text-slate-600">{COLUMNS[4]}</dt>
            <dd className="min-w-0 text-slate-900 tabular-nums">{formatCount(r.accounts)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}

/** The same records as a table on a desk and as cards on a phone; CSS shows the one that fits. */
export function ErasureRecordList({ records }: { records: ErasureRecord[] }) {
  return (
    <>
      <RecordTable records={records} />
      <RecordCards records={records} />
    </>
  )
}
