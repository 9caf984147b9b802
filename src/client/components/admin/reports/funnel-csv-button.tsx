import { useState } from 'react'
import { Download } from 'lucide-react'
import type { FunnelInput } from '../../../../shared/schemas/reports'
import { notify } from '../../../lib/notify'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { downloadCsv } from '../inquiries/csv-download'
import { notifyRefused } from '../refusal'

/**
 * "Download CSV" of the table on the page. The server writes the file (formula-safe, with the UTF-8 mark
 * a spreadsheet needs) and names it; a few hundred lines at most, so it comes in one answer, not a stream.
 */
export function FunnelCsvButton({ input, disabled }: { input: FunnelInput; disabled: boolean }) {
  const { client } = adminTrpc.useUtils()
  const [running, setRunning] = useState(false)

  async function run() {
    setRunning(true)
    try {
      const file = await client.admin.reports.funnelCsv.query(input)
      downloadCsv([file.csv], file.filename)
      notify({ title: 'CSV ready', description: file.filename })
    } catch (err) {
      notifyRefused('Download failed', err)
    } finally {
      setRunning(false)
    }
  }

  return (
    <button
      type="button"
      disabled={disabled || running}
      aria-busy={running}
      onClick={() => void run()}
      className={buttonClass('outline', 'sm')}
    >
      <Download className="size-4" aria-hidden="true" />
      {running ? 'Preparing CSV…' : 'Download CSV'}
    </button>
  )
}
