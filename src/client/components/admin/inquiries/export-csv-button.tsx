import type { InquiryExportInput } from '../../../../shared/schemas/admin-inquiries'
import { adminTrpc } from '../admin-trpc'
import { formatCount } from '../admin-format'
import { counted, StreamCsvButton, type CsvWords } from '../stream-csv-button'
import { csvFileName } from './csv-download'

const rows = counted(['row', 'rows'])
const inquiries = counted(['inquiry', 'inquiries'])

const WORDS: CsvWords = {
  button: 'Export CSV',
  progress: (n, total) => `Exporting ${formatCount(n)}${total !== undefined ? ` of ${formatCount(total)}` : ''} rows…`,
  done: (n) => `Exported ${rows(n)}.`,
  ready: { title: 'Export ready', description: (n) => `${inquiries(n)} in the file.` },
  cancelled: 'Export cancelled.',
  failed: 'Export failed',
}

/**
 * "Export CSV" of exactly what the filters select. The server streams the file in chunks of rows
 * (httpBatchStreamLink), so the progress shows while the rows still arrive and Cancel stops the query.
 */
export function ExportCsvButton({ input, total }: { input: InquiryExportInput; total: number | undefined }) {
  const { client } = adminTrpc.useUtils()
  return (
    <StreamCsvButton
      start={(signal) => client.admin.inquiries.export.query(input, { signal })}
      fileName={() => csvFileName(new Date())}
      words={WORDS}
      total={total}
      disabled={total === 0}
    />
  )
}
