import type { InquiryOption } from './types'

/**
 * Home page 'Request Information' program selector (docs/product.md §3). A module of its own: the form shows
 * these seven labels without loading the whole catalogue (courses.ts), about 4 KB of the home page's first load.
 */
export const INQUIRY_COURSE_OPTIONS: readonly InquiryOption[] = [
  { value: 'web', label: 'Full Stack Web Development' },
  { value: 'data', label: 'Data Science and Machine Learning' },
  { value: 'mobile', label: 'Flutter Development' },
  { value: 'cyber', label: 'Cybersecurity Specialist' },
  { value: 'cloud', label: 'Cloud Computing and DevOps' },
  { value: 'design', label: 'UI/UX Design Mastery' },
  { value: 'digital-marketing', label: 'Digital Marketing Specialist' },
]
