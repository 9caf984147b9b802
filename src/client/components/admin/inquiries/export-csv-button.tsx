import { useEffect, useId, useRef, useState } from 'react'
import type { InquiryExportInput } from '../../../../shared/schemas/admin-inquiries'
import { notify } from '../../../lib/notify'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { csvFileName, downloadCsv } from './csv-download'
import { notifyRefused } from '../refusal'
import { formatCount } from '../admin-format'

type ExportState = { running: false; note: string } | { running: true; rows: number }

/** Progress is drawn at most this often: chunks arrive faster than anyone can read the figure. */
const PROGRESS_EVERY_MS = 200

/**
 * "Export CSV" of exactly what the filters select. The server streams the file in chunks of rows
 * (httpBatchStreamLink), so the progress shows while the rows still arrive and Cancel stops the query.
 */
export function ExportCsvButton({ input, total }: { input: InquiryExportInput; total: number | undefined }) {
  const { client } = adminTrpc.useUtils()
  const [state, setState] = useState<ExportState>({ running: false, note: '' })
  const controller = useRef<AbortController | null>(null)
  const exportButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const statusId = useId()

  // Leaving the page mid-export stops the server's cursor too.
  useEffect(() => () => controller.current?.abort(), [])

  // Keyboard users keep their place: focus goes to Cancel while it runs, and back when Cancel goes away.
  const ran = useRef(false)
  useEffect(() => {
    if (state.running) {
      ran.current = true
      cancelButton.current?.focus()
    } else if (ran.current && document.activeElement === document.body) exportButton.current?.focus()
  }, [state.running])

  async function run() {
    const ac = new AbortController()
    controller.current = ac
    setState({ running: true, rows: 0 })
    const parts: string[] = []
    let rows = 0
    let drawnAt = 0
    try {
      const chunks = await client.admin.inquiries.export.query(input, { signal: ac.signal })
      for await (const chunk of chunks) {
        parts.push(chunk.csv)
        rows += chunk.rows
        if (Date.now() - drawnAt >= PROGRESS_EVERY_MS) {
          drawnAt = Date.now()
          setState({ running: true, rows })
        }
      }
      downloadCsv(parts, csvFileName(new Date()))
      setState({ running: false, note: `Exported ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}.` })
      notify({
        title: 'Export ready',
        description: `${formatCount(rows)} ${rows === 1 ? 'inquiry' : 'inquiries'} in the file.`,
      })
    } catch (err) {
      if (ac.signal.aborted) {
        setState({ running: false, note: 'Export cancelled.' })
        return
      }
      setState({ running: false, note: '' })
      notifyRefused('Export failed', err)
    } finally {
      if (controller.current === ac) controller.current = null
    }
  }

  const known = total !== undefined
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={exportButton}
        type="button"
        disabled={state.running || total === 0}
        onClick={() => void run()}
        className={buttonClass('outline', 'sm')}
      >
        Export CSV
      </button>
      {state.running && (
        <>
          <progress
            aria-labelledby={statusId}
            max={known ? Math.max(total, 1) : undefined}
            value={known ? Math.min(state.rows, total) : undefined}
            className="h-2 w-40 accent-blue-800"
          />
          <button
            ref={cancelButton}
            type="button"
            onClick={() => controller.current?.abort()}
            className={buttonClass('ghost', 'sm')}
          >
            Cancel
          </button>
        </>
      )}
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-slate-600">
        {state.running
          ? `Exporting ${formatCount(state.rows)}${known ? ` of ${formatCount(total)}` : ''} rows…`
          : state.note}
      </p>
    </div>
  )
}
