import { ChevronRight } from 'lucide-react'
import { SiteLink } from '../ui/site-link'

const CRUMB_LINK =
  'rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white'

/** Home › Courses › the course, on the dark hero background. */
export function CourseBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-blue-100">
        <li>
          <SiteLink href="/" className={CRUMB_LINK}>
            Home
          </SiteLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li>
          <SiteLink href="/courses" className={CRUMB_LINK}>
            Courses
          </SiteLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li aria-current="page" className="font-semibold text-white">
          {title}
        </li>
      </ol>
    </nav>
  )
}
