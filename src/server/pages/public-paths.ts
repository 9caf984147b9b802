import { courses } from '../../shared/catalogue/courses'
import { internships } from '../../shared/catalogue/internships'

/** Every public, indexable URL path of the site: the sitemap and the page tests both walk this list. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/courses',
  '/curriculum',
  '/internships',
  '/live-projects',
  '/mentorship',
  '/about',
  '/contact',
  '/enroll',
  '/terms',
  '/privacy',
] as const

export function publicPaths(): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    ...courses.map((c) => `/courses/${c.id}`),
    ...internships.map((i) => `/internships/${i.id}`),
  ]
}
