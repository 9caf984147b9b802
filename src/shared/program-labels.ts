import { ENROLL_PROGRAM_OPTIONS } from './inquiry-options'
import { INQUIRY_COURSE_OPTIONS } from './catalogue/inquiry-course-options'

/**
 * The programs a lead can name: the enrolment form's and the information form's vocabularies. A contact
 * message's `program` holds its subject instead, which is shown as it was written.
 */
export const PROGRAM_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  ...ENROLL_PROGRAM_OPTIONS,
  ...INQUIRY_COURSE_OPTIONS.filter((o) => !ENROLL_PROGRAM_OPTIONS.some((e) => e.value === o.value)),
]

const LABELS = new Map(PROGRAM_OPTIONS.map((o) => [o.value, o.label]))

export function programLabel(program: string): string {
  return LABELS.get(program) ?? program
}
