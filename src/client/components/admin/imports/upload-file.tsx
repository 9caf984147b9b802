import { useId, useRef, useState, type DragEvent } from 'react'
import { Upload } from 'lucide-react'
import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports'
import { IMPORT_LIMITS } from '../../../../shared/schemas/import-fields'
import { authHeaders } from '../../../lib/trpc'
import { buttonClass } from '../../ui/button'
import { formatCount } from '../admin-format'
import { ProgressBar } from './progress-bar'

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MB = 1024 * 1024

type Upload =
  { state: 'idle' } | { state: 'sending'; sent: number; size: number } | { state: 'failed'; message: string }

/** What the server answered, as tRPC's plain link sends it: the data, or the error's message. */
function answerOf(xhr: XMLHttpRequest): { id: number } | { message: string } {
  try {
    const body = JSON.parse(xhr.responseText) as { result?: { data?: { id?: number } }; error?: { message?: string } }
    if (body.result?.data?.id) return { id: body.result.data.id }
    if (body.error?.message) return { message: body.error.message }
  } catch {
    // Not tRPC's answer (a proxy's page): the generic message below.
  }
  return { message: IMPORT_MESSAGES.uploadCut }
}

/**
 * Sends the file as the FormData field `file` to admin.imports.upload. Through XMLHttpRequest rather than
 * the tRPC client: fetch tells nothing of an upload's progress, and a 100 MB file takes a while.
 */
function send(file: File, onProgress: (sent: number) => void): Promise<{ id: number } | { message: string }> {
  return authHeaders().then(
    (headers) =>
      new Promise((resolve) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', '/trpc/admin.imports.upload')
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
        xhr.upload.onprogress = (e) => onProgress(e.loaded)
        xhr.onload = () => resolve(answerOf(xhr))
        xhr.onerror = () => resolve({ message: IMPORT_MESSAGES.uploadCut })
        const form = new FormData()
        form.append('file', file, file.name)
        xhr.send(form)
      }),
  )
}

/**
 * "Import a spreadsheet": a file picker and a drop zone, the limits said before anything is sent, the
 * upload's progress, then the import's own page (its check runs on the server).
 */
export function UploadFile({ onUploaded }: { onUploaded: (id: number) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const [over, setOver] = useState(false)

  const start = async (file: File | undefined) => {
    if (!file) return
    // Refused here before a byte is sent; the server refuses it too.
    if (file.size > IMPORT_LIMITS.maxBytes) return setUpload({ state: 'failed', message: IMPORT_MESSAGES.tooBig })
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      return setUpload({ state: 'failed', message: IMPORT_MESSAGES.notSpreadsheet })
    }
    setUpload({ state: 'sending', sent: 0, size: file.size })
    const answer = await send(file, (sent) => setUpload({ state: 'sending', sent, size: file.size }))
    if ('id' in answer) onUploaded(answer.id)
    else setUpload({ state: 'failed', message: answer.message })
    if (input.current) input.current.value = ''
  }

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault()
    setOver(false)
    if (upload.state !== 'sending') void start(e.dataTransfer.files[0])
  }

  const sending = upload.state === 'sending'
  return (
    <div className="space-y-3">
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-6 text-center ${over ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-white'}`}
      >
        <Upload className="mx-auto size-8 text-slate-500" aria-hidden="true" />
        <p className="mt-2 text-sm text-slate-700">Drop a .csv or .xlsx file here, or</p>
        <label htmlFor={`${id}-file`} className={buttonClass('primary', 'sm', 'mt-2 cursor-pointer')}>
          Choose a file
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          disabled={sending}
          aria-describedby={`${id}-limits`}
          onChange={(e) => void start(e.target.files?.[0])}
          className="sr-only"
        />
        <p id={`${id}-limits`} className="mt-3 text-xs text-slate-600">
          Up to {IMPORT_LIMITS.maxBytes / MB} MB and {formatCount(IMPORT_LIMITS.maxRows)} rows. The first row must name
          the columns (Name, E-mail, Mobile, Course…). CSV in UTF-8, UTF-16 or Windows-1252, with commas, semicolons or
          tabs; an Excel workbook's first sheet, or one you choose.
        </p>
      </div>
      {sending && (
        <ProgressBar
          label="Uploading"
          value={upload.sent}
          max={upload.size}
          text={`Uploading: ${Math.round((upload.sent / Math.max(upload.size, 1)) * 100)}% of ${(upload.size / MB).toFixed(1)} MB`}
        />
      )}
      {upload.state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {upload.message}
        </p>
      )}
    </div>
  )
}
