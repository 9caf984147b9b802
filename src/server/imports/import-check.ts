import type { z } from 'zod'
import { contactInquirySchema, enrollmentSchema, informationRequestSchema } from '../../shared/schemas/inquiry'
import { ENROLL_PROGRAM_OPTIONS, type InquiryKind } from '../../shared/inquiry-options'
import { ATTRIBUTION_LIMITS } from '../../shared/attribution-limits'
import { NOTE_MAX } from '../../shared/schemas/admissions'
import { isCalendarDate, text } from '../../shared/schemas/fields'
import { INDIA_OFFSET } from '../../shared/india-time'
import { IMPORT_MESSAGES, type ImportError } from '../../shared/schemas/imports'
import { IMPORT_KIND_VALUES, type ImportField, type ImportMapping } from '../../shared/schemas/import-fields'
import { personKeysOf, type PersonKeys } from '../inquiries/person-keys'

/** A checked row's values as they will be stored (import_rows.data). */
export interface ImportRowData {
  kind: InquiryKind
  fullName: string
  email: string
  phone: string
  program: string
  message: string | null
  inquiryType: string | null
  education: string | null
  source: string | null
  utmCampaign: string | null
  /** The history note: the Notes column, with the City before it. */
  note: string | null
  /** ISO 8601, or null: the time of the import. */
  createdAt: string | null
}

export type CheckedRow = { ok: true; data: ImportRowData; keys: PersonKeys } | { ok: false; errors: ImportError[] }

const sourceField = text(80).optional()
const campaignField = text(ATTRIBUTION_LIMITS.utmCampaign).optional()
const cityField = text(100).optional()
const notesField = text(NOTE_MAX).optional()
// The information form has no message of its own; an imported one keeps it, bounded like the others.
const informationMessageField = text(5000)

/**
 * A cell a spreadsheet program would run as a formula when the file is opened again (CSV injection): one
 * starting with = or @, or with + or - followed by anything but a number. "+91 98765 43210" is a phone, and
 * "-5" a number; "+cmd|' /C calc'!A0" and "-2+3" are not stored.
 */
export function isFormula(cell: string): boolean {
  const c = cell.trimStart()
  if (c.startsWith('=') || c.startsWith('@')) return true
  if (c.startsWith('+') || c.startsWith('-')) return !/^[+-][\d\s().]*$/.test(c)
  return false
}

const ENROLL_BY_LABEL = new Map<string, string>(
  ENROLL_PROGRAM_OPTIONS.flatMap((o) => [
    [o.value, o.value],
    [o.label.toLowerCase(), o.value],
  ]),
)

const MAX_FUTURE_MS = 5 * 60_000

/**
 * A date (or date and time) as people type them in India: 2026-01-31, 2026-01-31 14:05, 31/01/2026,
 * 31-01-2026 14:05, or a workbook's own date (ISO 8601). A time without an offset is India's. Null when
 * it is not one of these, or is in the future.
 */
export function parseImportDate(value: string): string | null {
  let iso: string
  const v = value.trim()
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v)) iso = v
  else {
    const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v)
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v)
    const parts = ymd
      ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6]]
      : dmy
        ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
        : null
    if (!parts) return null
    const [y, m, d, hh = '0', mm = '0', ss = '0'] = parts
    const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
    if (!isCalendarDate(day) || +hh > 23 || +mm > 59 || +ss > 59) return null
    iso = `${day}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:${ss.padStart(2, '0')}${INDIA_OFFSET}`
  }
  const at = Date.parse(iso)
  if (Number.isNaN(at) || at > Date.now() + MAX_FUTURE_MS || at < Date.parse('1970-01-01T00:00:00Z')) return null
  return new Date(at).toISOString()
}

/** Checks rows of one file under one mapping with the site's own schemas (inquiry.ts, fields.ts). */
export class RowChecker {
  constructor(
    private readonly columns: readonly string[],
    private readonly mapping: ImportMapping,
  ) {}

  private header(field: ImportField): string {
    const index = this.mapping[field]
    return index === undefined ? '' : (this.columns[index] ?? `Column ${index + 1}`)
  }

  private cell(cells: readonly string[], field: ImportField): string | undefined {
    const index = this.mapping[field]
    if (index === undefined) return undefined
    const value = (cells[index] ?? '').trim()
    return value === '' ? undefined : value
  }

  check(line: number, cells: readonly string[]): CheckedRow {
    const errors: ImportError[] = []
    const fail = (field: ImportField | '', message: string) =>
      errors.push({ line, column: field ? this.header(field) : '', message })

    const values: Partial<Record<ImportField, string>> = {}
    for (const field of Object.keys(this.mapping) as ImportField[]) {
      const value = this.cell(cells, field)
      if (value === undefined) continue
      if (isFormula(value) && field !== 'createdAt') fail(field, IMPORT_MESSAGES.formula)
      else values[field] = value
    }
    if (errors.length) return { ok: false, errors }

    let kind: InquiryKind = 'information'
    if (values.kind !== undefined) {
      const k = IMPORT_KIND_VALUES[values.kind.toLowerCase()]
      if (!k) fail('kind', IMPORT_MESSAGES.kind)
      else kind = k
    }
    let createdAt: string | null = null
    if (values.createdAt !== undefined) {
      createdAt = parseImportDate(values.createdAt)
      if (!createdAt) fail('createdAt', IMPORT_MESSAGES.date)
    }

    const extra = (field: ImportField, schema: z.ZodType<string | undefined>): string | null => {
      const r = schema.safeParse(values[field])
      if (!r.success) {
        fail(field, r.error.issues[0].message)
        return null
      }
      return r.data ?? null
    }
    const source = extra('source', sourceField)
    const utmCampaign = extra('utmCampaign', campaignField)
    const city = extra('city', cityField)
    const notes = extra('notes', notesField)

    const base = { fullName: values.fullName, email: values.email, phone: values.phone }
    const fieldOf: Record<string, ImportField> = {
      fullName: 'fullName',
      email: 'email',
      phone: 'phone',
      program: 'program',
      message: 'message',
      inquiryType: 'kind',
      education: 'program',
      courseDetails: 'program',
      userId: 'fullName',
    }
    let data: ImportRowData | null = null
    const report = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
      for (const issue of issues) fail(fieldOf[String(issue.path[0])] ?? '', issue.message)
    }
    if (kind === 'information') {
      const r = informationRequestSchema.safeParse({ ...base, program: values.program })
      if (r.success) data = { ...this.empty(kind), ...r.data }
      else report(r.error.issues)
    } else if (kind === 'enrollment') {
      const program =
        values.program === undefined ? undefined : (ENROLL_BY_LABEL.get(values.program.toLowerCase()) ?? values.program)
      const r = enrollmentSchema.safeParse({ ...base, program, message: values.message })
      if (r.success) data = { ...this.empty(kind), ...r.data, program: r.data.program, message: r.data.message }
      else report(r.error.issues)
    } else {
      const r = contactInquirySchema.safeParse({ ...base, program: values.program, message: values.message })
      if (r.success) {
        data = { ...this.empty(kind), ...r.data, inquiryType: r.data.inquiryType, message: r.data.message }
      } else report(r.error.issues)
    }
    if (data && kind === 'information' && values.message !== undefined) {
      const r = informationMessageField.safeParse(values.message)
      if (r.success) data.message = r.data || null
      else fail('message', r.error.issues[0].message)
    }
    if (errors.length || !data) return { ok: false, errors }

    const note = [city ? `City: ${city}` : null, notes].filter(Boolean).join('\n') || null
    const row: ImportRowData = {
      kind,
      fullName: data.fullName,
      email: data.email,
      phone: data.phone,
      program: data.program,
      message: data.message,
      inquiryType: data.inquiryType,
      education: data.education,
      source,
      utmCampaign,
      note,
      createdAt,
    }
    return { ok: true, data: row, keys: personKeysOf(row) }
  }

  private empty(kind: InquiryKind): Omit<ImportRowData, 'fullName' | 'email' | 'phone' | 'program'> {
    return {
      kind,
      message: null,
      inquiryType: null,
      education: null,
      source: null,
      utmCampaign: null,
      note: null,
      createdAt: null,
    }
  }
}
