import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { RouterOutputs } from '../../../lib/router-types'
import { IMPORT_STATE_LABELS } from '../../../../shared/schemas/imports'
import { type ImportMapping } from '../../../../shared/schemas/import-fields'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { buttonClass } from '../../ui/button'
import { durationText, formatCount, formatWhen } from '../admin-format'
import { notifyRefused } from '../refusal'
import { ProgressBar } from './progress-bar'
import { MappingStep, missingFields, sameMapping } from './mapping-step'
import { DryRun } from './dry-run'
import { StartForm } from './start-form'
import { RevertButton } from './revert-button'

type Detail = RouterOutputs['admin']['imports']['get']

/** While the server works (the check, the import) the page asks for the import's state this often. */
const POLL_MS = 1000

const working = (state: Detail['state']) => state === 'checking' || state === 'importing'

/**
 * One import, as the server holds it: its check's progress, then the mapping, the check's result and the
 * choices; while it imports, its progress (which a reload finds again, since it is read from the server);
 * at the end, what it did and where its leads are.
 */
export function ImportFlow({ id }: { id: number }) {
  const utils = adminTrpc.useUtils()
  const get = adminTrpc.admin.imports.get.useQuery(
    { id },
    { refetchInterval: (q) => (q.state.data && working(q.state.data.state) ? POLL_MS : false) },
  )
  const state = get.data?.state
  // The list and the table learn of the end of an import once.
  useEffect(() => {
    if (state === 'done' || state === 'cancelled' || state === 'failed') {
      void utils.admin.imports.list.invalidate()
      void utils.admin.inquiries.invalidate()
    }
  }, [state, utils])
  return (
    <QueryState query={get} loading="Loading the import…">
      {(detail) => (
        <div className="space-y-6">
          <header className="space-y-1">
            <p className="text-lg font-bold break-all text-slate-900">{detail.fileName}</p>
            <p className="text-sm text-slate-600">
              {IMPORT_STATE_LABELS[detail.state]} · uploaded by {detail.by.name ?? detail.by.email ?? detail.by.uid}{' '}
              <time dateTime={detail.createdAt}>{formatWhen(detail.createdAt)}</time>
              {detail.sheet && ` · sheet “${detail.sheet}”`}
            </p>
          </header>
          <Step detail={detail} />
        </div>
      )}
    </QueryState>
  )
}

function Step({ detail }: { detail: Detail }) {
  switch (detail.state) {
    case 'checking':
      return (
        <ProgressBar
          label="Checking"
          value={detail.processed}
          max={Math.max(detail.total, detail.processed, 1)}
          text={`Checking every row: ${formatCount(detail.processed)} read so far…`}
        />
      )
    case 'ready':
      return <Ready detail={detail} />
    case 'importing':
      return <Importing detail={detail} />
    default:
      return <Summary detail={detail} />
  }
}

function Ready({ detail }: { detail: Detail }) {
  // The mapping being edited; the server's is the one last checked.
  const [mapping, setMapping] = useState<ImportMapping>(detail.mapping)
  useEffect(() => setMapping(detail.mapping), [detail.mapping])
  const checked = sameMapping(mapping, detail.mapping)
  return (
    <>
      {/* About the mapping checked; once it is changed, the mapping's own messages speak. */}
      {checked && detail.failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {detail.failure}
        </p>
      )}
      <MappingStep detail={detail} mapping={mapping} onChange={setMapping} />
      {checked && !detail.failure && missingFields(mapping).length === 0 && (
        <>
          <DryRun detail={detail} />
          <StartForm detail={detail} mapping={mapping} />
        </>
      )}
    </>
  )
}

/** Rows done, the rate since the import started and the time left at that rate, all from the server's figures. */
function Importing({ detail }: { detail: Detail }) {
  const utils = adminTrpc.useUtils()
  const cancel = adminTrpc.admin.imports.cancel.useMutation({
    onSuccess: (answer) => utils.admin.imports.get.setData({ id: detail.id }, answer),
    onError: (err) => notifyRefused('Not cancelled', err),
  })
  const toDo = Math.max(detail.total, 1)
  const seconds = detail.startedAt ? (Date.now() - Date.parse(detail.startedAt)) / 1000 : 0
  const rate = seconds > 1 ? detail.processed / seconds : 0
  const left = rate > 0 ? ((toDo - detail.processed) / rate) * 1000 : null
  const text = [
    `${formatCount(detail.processed)} of ${formatCount(detail.total)} rows`,
    rate > 0 && `${formatCount(Math.round(rate))} rows a second`,
    left !== null && `about ${durationText(left)} left`,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <section aria-label="Import progress" className="space-y-3">
      <ProgressBar label="Importing" value={detail.processed} max={toDo} text={text} />
      <p className="text-sm text-slate-600">
        The import runs on the server: you may leave this page and come back. Added so far:{' '}
        {formatCount(detail.counts.created)}, filled: {formatCount(detail.counts.updated)}, skipped:{' '}
        {formatCount(detail.counts.skipped)}.
      </p>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate({ id: detail.id })}
        className={buttonClass('outline', 'sm')}
      >
        {cancel.isPending ? 'Cancelling…' : 'Cancel import'}
      </button>
    </section>
  )
}

/** What the import did, where its leads are, and Revert while it may be. */
function Summary({ detail }: { detail: Detail }) {
  const { counts } = detail
  return (
    <section aria-label="Import summary" className="space-y-3">
      {detail.failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {detail.failure}
        </p>
      )}
      <p role="status" className="text-sm text-slate-800">
        {IMPORT_STATE_LABELS[detail.state]}
        {detail.finishedAt && (
          <>
            {' '}
            <time dateTime={detail.finishedAt}>{formatWhen(detail.finishedAt)}</time>
          </>
        )}
        : {formatCount(counts.created)} {counts.created === 1 ? 'inquiry' : 'inquiries'} added,{' '}
        {formatCount(counts.updated)} filled, {formatCount(counts.skipped)} skipped, {formatCount(counts.invalid)}{' '}
        invalid
        {counts.failed > 0 && `, ${formatCount(counts.failed)} failed`}.
      </p>
      <div className="flex flex-wrap gap-2">
        {detail.state !== 'reverted' && counts.created > 0 && (
          <Link to="/admin/inquiries" search={{ channel: 'import' }} className={buttonClass('primary', 'sm')}>
            See the imported leads
          </Link>
        )}
        {detail.revertible && <RevertButton id={detail.id} fileName={detail.fileName} created={counts.created} />}
        <Link to="/admin/imports" className={buttonClass('outline', 'sm')}>
          All imports
        </Link>
      </div>
    </section>
  )
}
