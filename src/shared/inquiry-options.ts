/**
 * The fixed vocabularies and messages of the inquiry forms (SPEC §3, §5), free of zod so that a page
 * can show them without loading the validation code.
 */
export const INQUIRY_KINDS = ['information', 'enrollment', 'contact'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]

export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'closed'] as const
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

export const ENROLL_PROGRAMS = ['fullstack', 'datascience', 'mobile', 'cloud', 'cybersecurity', 'uiux'] as const
export const DEFAULT_ENROLL_PROGRAM = 'fullstack'
export const EDUCATION_LEVELS = ['highschool', 'undergraduate', 'graduate', 'postgraduate', 'phd'] as const
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
