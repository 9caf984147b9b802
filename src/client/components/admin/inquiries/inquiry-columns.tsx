import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { UsersRound } from 'lucide-react'
import { createColumnHelper, type Row, type Table } from '@tanstack/react-table'
import type { InquiryRow } from '../../../lib/router-types'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { inquiryProgramLabel, inquiryProgramShortLabel } from '../../../../shared/value-labels'
import { channelText, COLUMN_LABELS, personName, sourceLabel } from './inquiry-format'
import { formatWhen, formatWhenShort } from '../admin-format'
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
    <span title={`${count} inquiries from this person`} className="inline-flex shrink-0">
      <Badge tone="secondary" className="gap-1">
        <UsersRound className="size-3" aria-hidden="true" />
        {count}
        <span className="sr-only"> inquiries from this person</span>
      </Badge>
    </span>
  )
}

/**
 * A value cut to one line with an ellipsis in the desk table, whole on hover; on a phone's card, where
 * there is room below, it wraps instead.
 */
function Clipped({ full, children }: { full: string; children?: ReactNode }) {
  return (
    <span title={full} className="block md:truncate">
      {children ?? full}
    </span>
  )
}

/** What the lead asked about: a program's short name on screen, its full name for hover and screen readers. */
function ProgramCell({ row }: { row: InquiryRow }) {
  const full = inquiryProgramLabel(row.kind, row.program)
  const short = inquiryProgramShortLabel(row.kind, row.program)
  if (short === full) return <Clipped full={full} />
  return (
    <Clipped full={full}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </Clipped>
  )
}

/** The lead's name, linking to its detail with the table's filters kept; unread ones stand out. */
export function NameCell({ row }: { row: InquiryRow }) {
  const unread = row.openedAt === null
  return (
    <span title={row.fullName} className="flex min-w-0 items-center gap-2">
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
        className={`min-w-0 rounded break-words text-blue-800 underline-offset-2 md:line-clamp-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${unread ? 'font-bold' : 'font-medium'}`}
      >
        {row.fullName}
      </Link>
      {row.personInquiries > 1 && <RepeatMark count={row.personInquiries} />}
    </span>
  )
}

/**
 * The selection box, then one column per INQUIRY_COLUMNS entry (ids match, for the saved visibility). The
 * widths let every default column fit 1280 px (a 1232 px frame) at text-sm: the fixed ones hold their
 * longest usual value, the name and the e-mail share the rest; the message is the detail's alone.
 */
export const INQUIRY_TABLE_COLUMNS = column.columns([
  column.display({
    id: 'select',
    header: ({ table }) => <SelectAll table={table} />,
    cell: ({ row }) => <SelectRow row={row} />,
    enableHiding: false,
    meta: { width: 36, sticky: true },
  }),
  column.accessor('createdAt', {
    id: 'received',
    header: COLUMN_LABELS.received,
    sortDescFirst: true,
    meta: { width: 132 },
    cell: ({ getValue }) => (
      <time dateTime={getValue()} title={formatWhen(getValue())} className="whitespace-nowrap">
        {formatWhenShort(getValue())}
      </time>
    ),
  }),
  column.accessor('fullName', {
    id: 'name',
    header: COLUMN_LABELS.name,
    sortDescFirst: false,
    enableHiding: false,
    meta: { width: 150, grows: true, sticky: true },
    cell: ({ row }) => <NameCell row={row.original} />,
  }),
  column.accessor('email', {
    id: 'email',
    header: COLUMN_LABELS.email,
    enableSorting: false,
    meta: { width: 150, grows: true },
    cell: ({ getValue }) => <Clipped full={getValue()} />,
  }),
  column.accessor('phone', {
    id: 'phone',
    header: COLUMN_LABELS.phone,
    enableSorting: false,
    meta: { width: 128 },
    cell: ({ getValue }) => <Clipped full={getValue()} />,
  }),
  column.accessor('kind', {
    id: 'kind',
    header: COLUMN_LABELS.kind,
    enableSorting: false,
    meta: { width: 90 },
    cell: ({ getValue }) => KIND_LABELS[getValue()],
  }),
  column.accessor('program', {
    id: 'program',
    header: COLUMN_LABELS.program,
    enableSorting: false,
    meta: { width: 124 },
    cell: ({ row }) => <ProgramCell row={row.original} />,
  }),
  column.accessor('status', {
    id: 'status',
    header: COLUMN_LABELS.status,
    enableSorting: false,
    meta: { width: 100 },
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
    meta: { width: 96 },
    cell: ({ getValue }) => <Clipped full={personName(getValue())} />,
  }),
  column.accessor('utmSource', {
    id: 'source',
    header: COLUMN_LABELS.source,
    enableSorting: false,
    meta: { width: 88 },
    cell: ({ getValue }) => <Clipped full={sourceLabel(getValue())} />,
  }),
  column.accessor('channel', {
    id: 'channel',
    header: COLUMN_LABELS.channel,
    enableSorting: false,
    meta: { width: 90 },
    cell: ({ getValue, row }) => <Clipped full={channelText(getValue(), row.original.source)} />,
  }),
])
