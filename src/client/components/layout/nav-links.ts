// Only the small categories module: the course and internship data must stay out of the entry bundle.
import { INTERNSHIP_CATEGORIES, NAV_COURSE_CATEGORIES } from '../../../shared/catalogue/categories'

export type NavPath = '/' | '/courses' | '/internships' | '/live-projects' | '/curriculum' | '/mentorship' | '/about'

export interface NavLinkItem {
  to: NavPath
  label: string
  isNew?: boolean
  menu?: NavMenuKey
}

export type NavMenuKey = 'courses' | 'internships'

export interface CategoryLink {
  to: '/courses' | '/internships'
  category: string
  label: string
}

/** A category link's address, as the router's Link writes `search` (`/courses?category=web`). */
export const categoryHref = (link: CategoryLink): string =>
  `${link.to}?${new URLSearchParams({ category: link.category }).toString()}`

export interface NavMenu {
  /** accessible name of the toggle button */
  label: string
  allLabel: string
  to: '/courses' | '/internships'
  items: CategoryLink[]
}

/** docs/product.md §2 header links, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/courses', label: 'Courses', menu: 'courses' },
  { to: '/internships', label: 'Internships', menu: 'internships' },
  { to: '/live-projects', label: 'Programs' },
  { to: '/curriculum', label: 'Curriculum', isNew: true },
  { to: '/mentorship', label: 'Mentorship', isNew: true },
  { to: '/about', label: 'About' },
]

export const NAV_MENUS: Record<NavMenuKey, NavMenu> = {
  courses: {
    label: 'Course categories',
    allLabel: 'All Courses',
    to: '/courses',
    items: NAV_COURSE_CATEGORIES.map((c) => ({ to: '/courses', category: c.value, label: c.label })),
  },
  internships: {
    label: 'Internship categories',
    allLabel: 'All Internships',
    to: '/internships',
    items: INTERNSHIP_CATEGORIES.map((c) => ({ to: '/internships', category: c.value, label: c.label })),
  },
}
