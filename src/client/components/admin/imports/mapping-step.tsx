import { useId, useState } from 'react'
import type { RouterOutputs } from '../../../lib/router-types'
import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports'
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '../../../../shared/schemas/import-fields'
import { Select } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import { TextInput } from '../../forms/field'
import { adminTrpc } from '../admin-trpc'
import { notify } from '../../../lib/notify'
import { notifyRefused, refusalMessage } from '../refusal'
import { TableHead } from './table-head'

type Detail = RouterOutputs['admin']['imports']['get']

const SKIP = ''
const FIELD_OPTIONS = IMPORT_FIELDS.map((f) => ({
  value: f,
  label: `${IMPORT_FIELD_LABELS[f]}${(REQUIRED_IMPORT_FIELDS as readonly string[]).includes(f) ? ' (required)' : ''}`,
}))

/** Column index → the field it fills, from a mapping kept field → column. */
function byColumn(mapping: ImportMapping): Map<number, ImportField> {
  return new Map(Object.entries(mapping).map(([field, column]) => [column!, field as ImportField]))
}

export function sameMapping(a: ImportMapping, b: ImportMapping): boolean {
  return IMPORT_FIELDS.every((f) => a[f] === b[f])
}

/** The required fields no column fills, by their labels. */
export function missingFields(mapping: ImportMapping): string[] {
  return REQUIRED_IMPORT_FIELDS.filter((f) => mapping[f] === undefined).map((f) => IMPORT_FIELD_LABELS[f])
}

/**
 * Each column of the file and the field it fills, guessed from its header and changeable; a saved mapping
 * applied by the headers' names, or this one saved for the next file of the same shape. A changed mapping
 * is checked again before the import may start (the server stores exactly what it checked).
 */
export function MappingStep({
  detail,
  mapping,
  onChange,
}: {
  detail: Detail
  mapping: ImportMapping
  onChange: (mapping: ImportMapping) => void
}) {
  const id = useId()
  const utils = adminTrpc.useUtils()
  const columns = byColumn(mapping)
  const check = adminTrpc.admin.imports.check.useMutation({
    onSuccess: (answer) => utils.admin.imports.get.setData({ id: detail.id }, answer),
    onError: (err) => notifyRefused('Not checked', err),
  })
  const changed = !sameMapping(mapping, detail.mapping)
  const missing = missingFields(mapping)

  const setColumn = (column: number, field: string) => {
    const next: ImportMapping = {}
    for (const [f, c] of Object.entries(mapping)) if (c !== column && f !== field) next[f as ImportField] = c
    if (field !== SKIP) next[field as ImportField] = column
    onChange(next)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        1. Match the columns
      </h2>
      <SavedMappings columns={detail.columns} mapping={mapping} onApply={onChange} />
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table aria-label="Columns" className="min-w-full text-left text-sm">
          <TableHead cells={['Column in the file', 'Imported as']} />
          <tbody className="divide-y divide-slate-100">
            {detail.columns.map((header, column) => (
              <tr key={column}>
                <th scope="row" className="px-3 py-2 font-semibold break-all text-slate-900">
                  {header || `Column ${column + 1}`}
                </th>
                <td className="px-3 py-2">
                  <Select
                    aria-label={`Import “${header || `Column ${column + 1}`}” as`}
                    options={FIELD_OPTIONS}
                    value={columns.get(column) ?? SKIP}
                    onChange={(e) => setColumn(column, e.target.value)}
                    className="w-full sm:w-64"
                  >
                    <option value={SKIP}>Do not import</option>
                  </Select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The mapping checked last: the server's word on it stands above (the import's failure). */}
      {changed && missing.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {IMPORT_MESSAGES.missingColumn(missing)}
        </p>
      )}
      {changed && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
          <p className="text-amber-950">The mapping changed: check the file again with it before importing.</p>
          <button
            type="button"
            disabled={check.isPending || missing.length > 0}
            onClick={() => check.mutate({ id: detail.id, mapping, sheet: detail.sheet ?? undefined })}
            className={buttonClass('primary', 'sm')}
          >
            {check.isPending ? 'Checking…' : 'Check again'}
          </button>
        </div>
      )}
      {!changed && detail.preview.length > 0 && <Preview detail={detail} />}
    </section>
  )
}

/** The first rows as they will be stored, under the fields the mapping fills. */
function Preview({ detail }: { detail: Detail }) {
  const fields = IMPORT_FIELDS.filter((f) => detail.mapping[f] !== undefined)
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table aria-label="Preview" className="min-w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-900">
          The first rows as they will be stored
        </caption>
        <TableHead cells={fields.map((f) => IMPORT_FIELD_LABELS[f])} />
        <tbody className="divide-y divide-slate-100">
          {detail.preview.map((row, i) => (
            <tr key={i}>
              {fields.map((f) => (
                <td key={f} className="max-w-56 truncate px-3 py-2" title={row[f] ?? ''}>
                  {row[f] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Mappings saved for files of the same shape: applied by the columns' header names; this one saved by name. */
function SavedMappings({
  columns,
  mapping,
  onApply,
}: {
  columns: string[]
  mapping: ImportMapping
  onApply: (mapping: ImportMapping) => void
}) {
  const id = useId()
  const utils = adminTrpc.useUtils()
  const saved = adminTrpc.admin.imports.mappings.useQuery()
  const [name, setName] = useState('')
  const [note, setNote] = useState('')
  const save = adminTrpc.admin.imports.saveMapping.useMutation({
    onSuccess: () => {
      notify({ title: 'Mapping saved', description: `“${name.trim()}” can be used for the next file.` })
      setName('')
      setNote('')
    },
    onError: (err) => setNote(refusalMessage(err)),
    onSettled: () => utils.admin.imports.mappings.invalidate(),
  })

  const apply = (savedId: string) => {
    const found = saved.data?.find((m) => String(m.id) === savedId)
    if (!found) return
    const next: ImportMapping = {}
    for (const [field, header] of Object.entries(found.columns)) {
      const column = columns.indexOf(header!)
      if (column >= 0) next[field as ImportField] = column
    }
    onApply(next)
  }

  const headersOf = () =>
    Object.fromEntries(Object.entries(mapping).map(([field, column]) => [field, columns[column!] || undefined]))

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {saved.data && saved.data.length > 0 && (
        <div>
          <label htmlFor={`${id}-use`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            Use a saved mapping
          </label>
          <Select
            id={`${id}-use`}
            placeholder="Choose…"
            options={saved.data.map((m) => ({ value: String(m.id), label: m.name }))}
            value=""
            onChange={(e) => apply(e.target.value)}
          />
        </div>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          save.mutate({ name, columns: headersOf() })
        }}
      >
        <div>
          <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            Save this mapping as
          </label>
          <TextInput id={`${id}-name`} value={name} maxLength={81} onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" disabled={save.isPending} className={buttonClass('outline', 'sm', 'mb-0.5')}>
          Save
        </button>
      </form>
      {note && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {note}
        </p>
      )}
    </div>
  )
}
