import type { InquiryOption } from './types'

/**
 * The small catalogue constants that every page needs (the header and mobile drawer menus, the
 * /courses and /internships search handling, the /curriculum tab states). Kept apart from
 * courses.ts, internships.ts and curricula.ts so that importing them never pulls the catalogue
 * data itself into the entry bundle.
 */

/** /courses?category={value} → course category display name (docs/product.md §2). */
export const COURSE_CATEGORY_QUERY: Readonly<Record<string, string>> = {
  web: 'Web Development',
  data: 'Data Science',
  mobile: 'Mobile Apps',
  cloud: 'Cloud & DevOps',
  cyber: 'Cybersecurity',
  design: 'Design',
}

/**
 * Course category links shown in the header and mobile drawer
 * (/courses?category={value}). devops, blockchain and marketing have no
 * mapping in COURSE_CATEGORY_QUERY, so they lead to 'No courses found'.
 */
export const NAV_COURSE_CATEGORIES: readonly InquiryOption[] = [
  { value: 'web', label: 'Web Development' },
  { value: 'data', label: 'Data Science' },
  { value: 'mobile', label: 'Mobile Apps' },
  { value: 'cloud', label: 'Cloud Computing' },
  { value: 'cyber', label: 'Cybersecurity' },
  { value: 'devops', label: 'DevOps' },
  { value: 'design', label: 'UI/UX Design' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'marketing', label: 'Digital Marketing' },
]

/** The category display name for a /courses query value, if mapped. */
export function courseCategoryForQuery(query?: string | null): string | undefined {
  if (!query) return undefined
  return Object.hasOwn(COURSE_CATEGORY_QUERY, query) ? COURSE_CATEGORY_QUERY[query] : undefined
}

/** Internship category links in the header and drawer (/internships?category={value}). */
export const INTERNSHIP_CATEGORIES: readonly InquiryOption[] = [
  { value: 'web', label: 'Web Development' },
  { value: 'data', label: 'Data Science' },
  { value: 'software', label: 'Software Engineering' },
  { value: 'design', label: 'UI/UX Design' },
]

/**
 * Ids of the courses that have a module-by-module curriculum in curricula.ts (courses 6 and 7
 * deliberately have none yet). tests/unit/catalogue-courses.test.ts checks that this list and
 * curricula.ts agree.
 */
export const COURSE_IDS_WITH_CURRICULUM: readonly number[] = [1, 2, 3, 4, 5]

/** Whether a course has a curriculum, without loading the curricula themselves. */
export function hasCurriculum(courseId: number): boolean {
  return COURSE_IDS_WITH_CURRICULUM.includes(courseId)
}
