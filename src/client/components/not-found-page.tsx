import { Link } from '@tanstack/react-router'
import {
  ArrowRight,
  BookOpen,
  Briefcase,
  FolderKanban,
  House,
  Info,
  ListChecks,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { buttonClass } from './ui/button'
import { Container } from './ui/container'

export const NOT_FOUND_TITLE = '404 Page Not Found'
export const NOT_FOUND_TEXT =
  "Sorry, we couldn't find the page you're looking for. The page might have been removed or the URL might be incorrect."

type QuickLinkPath = '/courses' | '/internships' | '/curriculum' | '/live-projects' | '/mentorship' | '/about'

/** docs/product.md §2 'Quick Links', in order. */
export const QUICK_LINKS: ReadonlyArray<{ to: QuickLinkPath; label: string; description: string; icon: LucideIcon }> = [
  {
    to: '/courses',
    label: 'Our Courses',
    description: 'Job-ready programs in web, data, cloud and more',
    icon: BookOpen,
  },
  {
    to: '/internships',
    label: 'Internship Programs',
    description: 'Hands-on internships with real teams',
    icon: Briefcase,
  },
  { to: '/curriculum', label: 'Course Curriculum', description: 'Module-by-module learning plans', icon: ListChecks },
  {
    to: '/live-projects',
    label: 'Live Projects',
    description: 'Build industry projects for your portfolio',
    icon: FolderKanban,
  },
  { to: '/mentorship', label: 'Mentorship', description: '1:1 guidance from industry mentors', icon: Users },
  { to: '/about', label: 'About Us', description: 'Who we are and how we teach', icon: Info },
]

/** 'Go to Homepage' and 'Browse Courses'. */
export function NotFoundActions() {
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/" className={buttonClass('primary', 'lg')}>
        <House aria-hidden="true" className="h-5 w-5" />
        Go to Homepage
      </Link>
      <Link to="/courses" className={buttonClass('outline', 'lg')}>
        <BookOpen aria-hidden="true" className="h-5 w-5" />
        Browse Courses
      </Link>
    </div>
  )
}

/** The 'Quick Links' card; `headingLevel` lets a page that already has h2s nest it correctly. */
export function QuickLinks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby="quick-links-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <Heading id="quick-links-heading" className="text-lg font-bold text-slate-900">
        Quick Links
      </Heading>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {QUICK_LINKS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            >
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-800"
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-blue-800">
                  {label}
                  <ArrowRight
                    aria-hidden="true"
                    className="h-4 w-4 opacity-0 transition-opacity group-hover:opacity-100"
                  />
                </span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The not-found page for any unknown path (the root route's notFoundComponent; the server answers 404). */
export function NotFoundPage() {
  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p
            aria-hidden="true"
            className="select-none text-8xl font-black leading-none tracking-tighter text-blue-100 sm:text-9xl"
          >
            404
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{NOT_FOUND_TITLE}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{NOT_FOUND_TEXT}</p>
          <div className="mt-8">
            <NotFoundActions />
          </div>
        </div>
        <div className="mx-auto mt-14 max-w-3xl">
          <QuickLinks />
        </div>
      </Container>
    </div>
  )
}
