import { useEffect, useId, useRef, useState } from 'react'
import { Download } from 'lucide-react'
import { notify } from '../../lib/notify'
import { buttonClass } from '../ui/button'
import { downloadCsv } from './inquiries/csv-download'
import { notifyRefused } from './refusal'
import { formatCount } from './admin-format'

/** A CSV procedure's stream: the file in chunks of rows, the first starting with the UTF-8 mark. */
export type CsvChunks = AsyncIterable<{ csv: string; rows: number }>

type DownloadState = { running: false; note: string } | { running: true; rows: number }

/** What the button and its status say; each file's own words (the inquiries' export, the access log). */
export interface CsvWords {
  button: string
  /** While rows arrive; `total` when the page knows how many to expect. */
  progress: (rows: number, total: number | undefined) => string
  done: (rows: number, fileName: string) => string
  ready: { title: string; description: (rows: number) => string }
  cancelled: string
  failed: string
}

/** "3 entries", "1 entry": a count with its noun, one and many. */
export const counted = (noun: readonly [string, string]) => (n: number) =>
  `${formatCount(n)} ${n === 1 ? noun[0] : noun[1]}`

/** The words of a plain "Download CSV" of rows that are `noun` (one and many). */
export function downloadWords(noun: readonly [string, string]): CsvWords {
  const count = counted(noun)
  return {
    button: 'Download CSV',
    progress: (rows) => `Preparing the file: ${count(rows)} so far…`,
    done: (rows, fileName) => `${count(rows)} in ${fileName}.`,
    ready: { title: 'CSV ready', description: (rows) => `${count(rows)} in the file.` },
    cancelled: 'Download cancelled.',
    failed: 'Download failed',
  }
}

/** Progress is drawn at most this often: chunks arrive faster than anyone can read the figure. */
const PROGRESS_EVERY_MS = 200

/**
 * "Download CSV" of a file the server streams in chunks of rows (httpBatchStreamLink, admin-trpc.tsx): the
 * rows counted so far show while they arrive, and Cancel stops the server's query too.
 */
export function StreamCsvButton({
  start,
  fileName,
  words,
  total,
  disabled = false,
}: {
  /** Starts the procedure's stream, stopped by `signal`. */
  start: (signal: AbortSignal) => Promise<CsvChunks>
  fileName: () => string
  /** What it says: downloadWords(['entry', 'entries']), or a file's own. */
  words: CsvWords
  /** The rows to expect, when known: the progress bar then fills. */
  total?: number
  disabled?: boolean
}) {
  const [state, setState] = useState<DownloadState>({ running: false, note: '' })
  const controller = useRef<AbortController | null>(null)
  const startButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const statusId = useId()

  // Leaving the page mid-download stops the server's cursor too.
  useEffect(() => () => controller.current?.abort(), [])

  // Keyboard users keep their place: focus goes to Cancel while it runs, and back when Cancel goes away.
  const ran = useRef(false)
  useEffect(() => {
    if (state.running) {
      ran.current = true
      cancelButton.current?.focus()
    } else if (ran.current && document.activeElement === document.body) startButton.current?.focus()
  }, [state.running])

  async function run() {
    const ac = new AbortController()
    controller.current = ac
    setState({ running: true, rows: 0 })
    const parts: string[] = []
    let rows = 0
    let drawnAt = 0
    try {
      for await (const chunk of await start(ac.signal)) {
        parts.push(chunk.csv)
        rows += chunk.rows
        if (Date.now() - drawnAt >= PROGRESS_EVERY_MS) {
          drawnAt = Date.now()
          setState({ running: true, rows })
        }
      }
      const name = fileName()
      downloadCsv(parts, name)
      setState({ running: false, note: words.done(rows, name) })
      notify({ title: words.ready.title, description: words.ready.description(rows) })
    } catch (err) {
      if (ac.signal.aborted) {
        setState({ running: false, note: words.cancelled })
        return
      }
      setState({ running: false, note: '' })
      notifyRefused(words.failed, err)
    } finally {
      if (controller.current === ac) controller.current = null
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={startButton}
        type="button"
        disabled={disabled || state.running}
        onClick={() => void run()}
        className={buttonClass('outline', 'sm')}
      >
        <Download className="size-4" aria-hidden="true" />
        {words.button}
      </button>
      {state.running && (
        <>
          <progress
            aria-labelledby={statusId}
            max={total !== undefined ? Math.max(total, 1) : undefined}
            value={total !== undefined ? Math.min(state.rows, total) : undefined}
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
        {state.running ? words.progress(state.rows, total) : state.note}
      </p>
    </div>
  )
}
