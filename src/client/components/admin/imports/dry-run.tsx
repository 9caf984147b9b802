import { useId } from 'react'
import type { RouterOutputs } from '../../../lib/router-types'
import { IMPORT_LIMITS } from '../../../../shared/schemas/import-fields'
import { adminTrpc } from '../admin-trpc'
import { formatCount } from '../admin-format'
import { downloadWords, StreamCsvButton } from '../stream-csv-button'
import { TableHead } from './table-head'

type Detail = RouterOutputs['admin']['imports']['get']

const WORDS = downloadWords(['error', 'errors'])

/** The check's result: valid, invalid and duplicate rows, the first errors, and every error as CSV. */
export function DryRun({ detail }: { detail: Detail }) {
  const id = useId()
  const { client } = adminTrpc.useUtils()
  const { counts, errors } = detail
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        2. The check
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Rows" value={detail.total} />
        <Figure label="Valid" value={counts.valid} />
        <Figure label="Invalid" value={counts.invalid} warn={counts.invalid > 0} />
        <Figure label="Already known" value={counts.duplicates} />
      </dl>
      {errors.length > 0 && (
        <>
          <div className="max-h-80 overflow-auto rounded-xl bg-white ring-1 ring-slate-200">
            <table aria-label="Errors" className="min-w-full text-left text-sm">
              <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-900">
                {counts.invalid > errors.length
                  ? `The first ${formatCount(errors.length)} errors; the CSV has them all`
                  : 'Errors'}
              </caption>
              <TableHead cells={['Line', 'Column', 'Message']} />
              <tbody className="divide-y divide-slate-100">
                {errors.map((e, i) => (
                  <tr key={i}>
                    <td className="px-3 py-2 tabular-nums">{e.line}</td>
                    <td className="px-3 py-2">{e.column || 'The whole row'}</td>
                    <td className="px-3 py-2">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StreamCsvButton
            start={(signal) => client.admin.imports.errorsCsv.query({ id: detail.id }, { signal })}
            fileName={() => `${detail.fileName.replace(/\.[^.]+$/, '')}-errors.csv`}
            words={{ ...WORDS, button: 'Download all errors (CSV)' }}
          />
          <p className="text-xs text-slate-600">
            Invalid rows are left out of the import. Fix them in the spreadsheet and import those rows again, or import
            without them. Up to {IMPORT_LIMITS.errorsShown} errors are shown here.
          </p>
        </>
      )}
    </section>
  )
}

function Figure({ label, value, warn = false }: { label: string; value: number; warn?: boolean }) {
  return (
    <div className={`rounded-xl p-3 ring-1 ${warn ? 'bg-red-50 ring-red-200' : 'bg-white ring-slate-200'}`}>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  )
}
