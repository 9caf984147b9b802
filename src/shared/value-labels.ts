import { COURSE_LEVELS, CONTACT_INQUIRY_TYPES, EDUCATION_OPTIONS, type InquiryKind } from './inquiry-options'
import { programLabel } from './program-labels'

/**
 * What the back office, its e-mails and its CSV show for a stored value: the label the form showed
 * ('Graduate (Bachelor’s Degree)', not 'graduate'). A value no form offers (a legacy caller's own) is
 * shown as it came.
 */
function labelsOf(options: ReadonlyArray<{ value: string; label: string }>) {
  const labels = new Map(options.map((o) => [o.value, o.label]))
  return (value: string): string => labels.get(value) ?? value
}

export const educationLabel = labelsOf(EDUCATION_OPTIONS)
export const inquiryTypeLabel = labelsOf(CONTACT_INQUIRY_TYPES)

/** The enrolment form stores a level by its name; a legacy caller's 'beginner' reads the same. */
export function courseLevelLabel(level: string): string {
  return COURSE_LEVELS.find((l) => l.toLowerCase() === level.trim().toLowerCase()) ?? level
}

/** What the lead asked about: a program's name, or a contact message's subject as it was written. */
export function inquiryProgramLabel(kind: InquiryKind, program: string): string {
  return kind === 'contact' ? program : programLabel(program)
}

/**
 * A program in a word or two, for where the full name would wrap (the back office's table); the full name
 * stays beside it for hover and screen readers, and the detail shows it. Keyed by either form's value.
 */
const PROGRAM_SHORT_LABELS = new Map([
  ['fullstack', 'Full Stack'],
  ['web', 'Full Stack'],
  ['datascience', 'Data Science'],
  ['data', 'Data Science'],
  ['mobile', 'Mobile (Flutter)'],
  ['cloud', 'Cloud & DevOps'],
  ['cybersecurity', 'Cybersecurity'],
  ['cyber', 'Cybersecurity'],
  ['uiux', 'UI/UX'],
  ['design', 'UI/UX'],
  ['digital-marketing', 'Digital Marketing'],
])

export function programShortLabel(program: string): string {
  return PROGRAM_SHORT_LABELS.get(program) ?? programLabel(program)
}

/** inquiryProgramLabel's short form: a contact message's subject is not a program and stays as written. */
export function inquiryProgramShortLabel(kind: InquiryKind, program: string): string {
  return kind === 'contact' ? program : programShortLabel(program)
}
