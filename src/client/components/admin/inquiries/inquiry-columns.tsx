import { Link } from '@tanstack/react-router'
import { UsersRound } from 'lucide-react'
import { programLabel } from '../../../../shared/program-labels'
import { createColumnHelper, type Row, type Table } from '@tanstack/react-table'
import type { InquiryRow } from '../../../../server/inquiries/admin-inquiry-types'
import { CHANNEL_LABELS, KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { COLUMN_LABELS, formatReceived, personName, sourceLabel } from './inquiry-format'
import type { InquiryFeatures } from './inquiry-features'
import { DeadlineMarks } from './deadline-marks'
import { StatusBadge } from './status-badge'
import { Badge } from '../../ui/badge'

const column = createColumnHelper<InquiryFeatures, InquiryRow>()

const checkboxClass = 'size-4 rounded border-slate-400 accent-blue-800'

export function SelectAll({ table }: { table: Table<InquiryFeatures, InquiryRow> }) {
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label="Select all inquiries on this page"
      checked={table.getIsAllRowsSelected()}
      ref={(el) => {
        // "Some" includes "all" in this version: mixed means some but not all.
        if (el) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()
      }}
      onChange={table.getToggleAllRowsSelectedHandler()}
    />
  )
}

function SelectRow({ row }: { row: Row<InquiryFeatures, InquiryRow> }) {
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={`Select ${row.original.fullName}`}
      checked={row.getIsSelected()}
      // The handler reads Shift from the event for range selection; React's change event carries it.
      onChange={row.getToggleSelectedHandler()}
    />
  )
}

/** A person who wrote more than once: how many inquiries they have sent, this one included. */
function RepeatMark({ count }: { count: number }) {
  return (
    <span title={`${count} inquiries from this person`} className="inline-flex">
      <Badge tone="secondary" className="gap-1">
        <UsersRound className="size-3" aria-hidden="true" />
        {count}
        <span className="sr-only"> inquiries from this person</span>
      </Badge>
    </span>
  )
}

/** The lead's name, linking to its detail with the table's filters kept; unread ones stand out. */
export function NameCell({ row }: { row: InquiryRow }) {
  const unread = row.openedAt === null
  return (
    <span className="inline-flex items-center gap-2">
      {unread && (
        <span className="size-2 shrink-0 rounded-full bg-blue-700" title="Unread">
          <span className="sr-only">Unread</span>
        </span>
      )}
      <Link
        to="/admin/inquiries/$inquiryId"
        params={{ inquiryId: String(row.id) }}
        search={(s) => s}
        resetScroll={false}
        className={`rounded text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${unread ? 'font-bold' : 'font-medium'}`}
      >
        {row.fullName}
      </Link>
      {row.personInquiries > 1 && <RepeatMark count={row.personInquiries} />}
    </span>
  )
}

/** The selection box, then one column per INQUIRY_COLUMNS entry (ids match, for the saved visibility). */
export const INQUIRY_TABLE_COLUMNS = column.columns([
  column.display({
    id: 'select',
    header: ({ table }) => <SelectAll table={table} />,
    cell: ({ row }) => <SelectRow row={row} />,
    enableHiding: false,
  }),
  column.accessor('createdAt', {
    id: 'received',
    header: COLUMN_LABELS.received,
    sortDescFirst: true,
    cell: ({ getValue }) => (
      <time dateTime={getValue()} className="whitespace-nowrap">
        {formatReceived(getValue())}
      </time>
    ),
  }),
  column.accessor('fullName', {
    id: 'name',
    header: COLUMN_LABELS.name,
    sortDescFirst: false,
    enableHiding: false,
    cell: ({ row }) => <NameCell row={row.original} />,
  }),
  column.accessor('email', { id: 'email', header: COLUMN_LABELS.email, enableSorting: false }),
  column.accessor('phone', { id: 'phone', header: COLUMN_LABELS.phone, enableSorting: false }),
  column.accessor('kind', {
    id: 'kind',
    header: COLUMN_LABELS.kind,
    enableSorting: false,
    cell: ({ getValue }) => KIND_LABELS[getValue()],
  }),
  column.accessor('program', {
    id: 'program',
    header: COLUMN_LABELS.program,
    enableSorting: false,
    cell: ({ getValue }) => programLabel(getValue()),
  }),
  column.accessor('status', {
    id: 'status',
    header: COLUMN_LABELS.status,
    enableSorting: false,
    // Overdue follow-ups and late first contacts are marked here, not in columns of their own (width).
    cell: ({ row }) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <StatusBadge status={row.original.status} />
        <DeadlineMarks row={row.original} />
      </span>
    ),
  }),
  column.accessor('owner', {
    id: 'owner',
    header: COLUMN_LABELS.owner,
    enableSorting: false,
    cell: ({ getValue }) => personName(getValue()),
  }),
  column.accessor('utmSource', {
    id: 'source',
    header: COLUMN_LABELS.source,
    enableSorting: false,
    cell: ({ getValue }) => sourceLabel(getValue()),
  }),
  column.accessor('channel', {
    id: 'channel',
    header: COLUMN_LABELS.channel,
    enableSorting: false,
    cell: ({ getValue }) => CHANNEL_LABELS[getValue()],
  }),
])
