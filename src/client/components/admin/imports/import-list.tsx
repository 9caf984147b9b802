import { Link } from '@tanstack/react-router'
import { IMPORT_STATE_LABELS } from '../../../../shared/schemas/imports'
import { adminTrpc } from '../admin-trpc'
import { formatCount, formatWhen } from '../admin-format'
import { QueryState } from '../query-state'
import { RevertButton } from './revert-button'
import { TableHead } from './table-head'

/** Every import, newest first: who ran it, when, the file, its counts and state, and Revert within 30 days. */
export function ImportList() {
  const list = adminTrpc.admin.imports.list.useQuery(undefined, {
    // An import running elsewhere moves on its own: its counts follow while one runs.
    refetchInterval: (q) =>
      q.state.data?.some((i) => i.state === 'importing' || i.state === 'checking') ? 2000 : false,
  })
  return (
    <QueryState query={list} loading="Loading the imports…">
      {(imports) =>
        imports.length === 0 ? (
          <p className="text-sm text-slate-600">No spreadsheet has been imported yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
            <table aria-label="Imports" className="min-w-full text-left text-sm">
              <TableHead
                cells={[
                  'File',
                  'By',
                  'When',
                  'State',
                  { label: 'Rows', numeric: true },
                  { label: 'Added', numeric: true },
                  { label: 'Filled', numeric: true },
                  { label: 'Skipped', numeric: true },
                  { label: 'Invalid', numeric: true },
                  { label: <span className="sr-only">Actions</span> },
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {imports.map((i) => (
                  <tr key={i.id}>
                    <td className="px-3 py-2">
                      <Link
                        to="/admin/imports"
                        search={{ id: i.id }}
                        className="font-semibold break-all text-blue-800 underline-offset-2 hover:underline"
                      >
                        {i.fileName}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{i.by.name ?? i.by.email ?? i.by.uid}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={i.createdAt}>{formatWhen(i.createdAt)}</time>
                    </td>
                    <td className="px-3 py-2">{IMPORT_STATE_LABELS[i.state]}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(i.total)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(i.counts.created)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(i.counts.updated)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(i.counts.skipped)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(i.counts.invalid)}</td>
                    <td className="px-3 py-2 text-right">
                      {i.revertible && <RevertButton id={i.id} fileName={i.fileName} created={i.counts.created} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  )
}
