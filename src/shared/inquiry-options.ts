/**
 * The fixed vocabularies and messages of the inquiry forms (docs/product.md §3, §5), free of zod so that a page
 * can show them without loading the validation code.
 */
export const INQUIRY_KINDS = ['information', 'enrollment', 'contact'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]

export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

export const MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  program: 'Please select a program of interest.',
  subject: 'Subject must be at least 5 characters.',
  message: 'Message must be at least 10 characters.',
  terms: 'You must agree to our terms and privacy policy.',
} as const

/** /enroll program selector (docs/product.md §5); the form shows these and the schema accepts exactly their values. */
export const ENROLL_PROGRAM_OPTIONS = [
  { value: 'fullstack', label: 'Full Stack Web Development' },
  { value: 'datascience', label: 'Data Science and Machine Learning' },
  { value: 'mobile', label: 'Mobile App Development (Flutter)' },
  { value: 'cloud', label: 'Cloud Computing and DevOps' },
  { value: 'cybersecurity', label: 'Cybersecurity Specialist' },
  { value: 'uiux', label: 'UI/UX Design Mastery' },
] as const
export const ENROLL_PROGRAMS = ENROLL_PROGRAM_OPTIONS.map((o) => o.value)
export type EnrollProgram = (typeof ENROLL_PROGRAMS)[number]
/** Program sent when none is chosen on /enroll (docs/product.md §5). */
export const DEFAULT_ENROLL_PROGRAM: EnrollProgram = 'fullstack'

/** /enroll education selector (docs/product.md §5). */
export const EDUCATION_OPTIONS = [
  { value: 'highschool', label: 'High School (12th)' },
  { value: 'undergraduate', label: 'Undergraduate (Pursuing)' },
  { value: 'graduate', label: 'Graduate (Bachelor’s Degree)' },
  { value: 'postgraduate', label: 'Postgraduate (Master’s Degree)' },
  { value: 'phd', label: 'PhD / Doctorate' },
] as const
export const EDUCATION_LEVELS = EDUCATION_OPTIONS.map((o) => o.value)
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const

export const CONTACT_INQUIRY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'admissions', label: 'Admissions' },
  { value: 'courses', label: 'Course Information' },
  { value: 'internships', label: 'Internships' },
  { value: 'corporate', label: 'Corporate Training' },
  { value: 'other', label: 'Other' },
] as const
export const DEFAULT_CONTACT_INQUIRY_TYPE = 'general'
