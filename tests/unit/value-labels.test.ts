import { describe, expect, it } from 'vitest'
import {
  COURSE_LEVELS,
  CONTACT_INQUIRY_TYPES,
  EDUCATION_OPTIONS,
  ENROLL_PROGRAM_OPTIONS,
  INQUIRY_KINDS,
} from '../../src/shared/inquiry-options'
import { INQUIRY_COURSE_OPTIONS } from '../../src/shared/catalogue/inquiry-course-options'
import { PROGRAM_OPTIONS } from '../../src/shared/program-labels'
import {
  courseLevelLabel,
  educationLabel,
  inquiryProgramLabel,
  inquiryProgramShortLabel,
  inquiryTypeLabel,
  programShortLabel,
} from '../../src/shared/value-labels'
import { Random } from '../../src/server/seed/seed-random'
import { Timeline } from '../../src/server/seed/seed-timeline'
import { generateBatch } from '../../src/server/seed/seed-rows'
import { emptyColumns } from '../../src/server/seed/seed-columns'
import { newSeedState } from '../../src/server/seed/seed-people'

// What the back office shows for each value a form stores: the label the form showed, never the value.
describe('labels of stored values', () => {
  it('gives every program of either form its label', () => {
    // A value both forms offer ('mobile', 'cloud') reads as the enrolment form names it.
    for (const { value, label } of PROGRAM_OPTIONS) {
      expect(inquiryProgramLabel('enrollment', value)).toBe(label)
      expect(inquiryProgramLabel('information', value)).toBe(label)
      expect(label).not.toBe(value)
    }
    for (const { value } of [...ENROLL_PROGRAM_OPTIONS, ...INQUIRY_COURSE_OPTIONS]) {
      expect(inquiryProgramLabel('information', value)).not.toBe(value)
    }
    // The information form's 'design' is what the detail used to show raw.
    expect(inquiryProgramLabel('information', 'design')).toBe('UI/UX Design Mastery')
  })

  it('gives every education, inquiry type and course level its label', () => {
    for (const { value, label } of EDUCATION_OPTIONS) expect(educationLabel(value)).toBe(label)
    for (const { value, label } of CONTACT_INQUIRY_TYPES) expect(inquiryTypeLabel(value)).toBe(label)
    for (const level of COURSE_LEVELS) {
      expect(courseLevelLabel(level)).toBe(level)
      expect(courseLevelLabel(level.toLowerCase())).toBe(level)
    }
    expect(educationLabel('graduate')).toBe('Graduate (Bachelor’s Degree)')
    expect(inquiryTypeLabel('corporate')).toBe('Corporate Training')
  })

  it('shows a contact subject and a legacy caller’s own value as they came', () => {
    expect(inquiryProgramLabel('contact', 'web')).toBe('web')
    expect(inquiryProgramLabel('information', 'Blockchain bootcamp')).toBe('Blockchain bootcamp')
    expect(educationLabel('diploma')).toBe('diploma')
    expect(inquiryTypeLabel('press')).toBe('press')
    expect(courseLevelLabel('Expert')).toBe('Expert')
  })

  it('gives every program a short label that fits the table’s program column', () => {
    const shortOf = new Map<string, string>()
    for (const { value, label } of PROGRAM_OPTIONS) {
      const short = programShortLabel(value)
      expect(short).not.toBe(value)
      // 'Digital Marketing' is the longest: the column is sized for it (inquiry-columns.tsx).
      expect(short.length).toBeLessThanOrEqual('Digital Marketing'.length)
      expect(short.length).toBeLessThan(label.length)
      expect(shortOf.get(label) ?? short, `${value}: one program, one short label`).toBe(short)
      shortOf.set(label, short)
    }
    // Both forms' values of one program read the same.
    for (const [enrol, info] of [
      ['fullstack', 'web'],
      ['datascience', 'data'],
      ['cybersecurity', 'cyber'],
      ['uiux', 'design'],
    ] as const) {
      expect(programShortLabel(info)).toBe(programShortLabel(enrol))
    }
    expect(programShortLabel('datascience')).toBe('Data Science')
    expect(programShortLabel('mobile')).toBe('Mobile (Flutter)')
    expect(inquiryProgramShortLabel('information', 'digital-marketing')).toBe('Digital Marketing')
    // A contact's subject and a legacy caller's own program stay as they came.
    expect(inquiryProgramShortLabel('contact', 'web')).toBe('web')
    expect(programShortLabel('Blockchain bootcamp')).toBe('Blockchain bootcamp')
  })

  it('labels every value the demo data stores', () => {
    const random = new Random(7)
    const rows = emptyColumns()
    generateBatch(rows, 0, 2_000, 2_000, new Timeline(Date.UTC(2026, 10, 20), 730, random), random, newSeedState())
    const raw = new Set<string>()
    rows.program.forEach((program, i) => {
      const kind = rows.kind[i]!
      expect(INQUIRY_KINDS).toContain(kind)
      if (kind !== 'contact' && inquiryProgramLabel(kind, program) === program) raw.add(`program ${program}`)
    })
    for (const e of rows.education) if (e && educationLabel(e) === e) raw.add(`education ${e}`)
    for (const t of rows.inquiry_type) if (t && inquiryTypeLabel(t) === t) raw.add(`inquiry type ${t}`)
    expect([...raw]).toEqual([])
  })
})
