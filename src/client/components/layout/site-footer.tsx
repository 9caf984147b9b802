import { Link } from '@tanstack/react-router'
import { GraduationCap } from 'lucide-react'
import { LEGAL_TITLES } from '../../../shared/legal-titles'
import { SITE } from '../../../shared/site'
import { ContactDetailsList, linkOnDarkClass as linkClass } from '../contact-details'
import { Container } from '../ui/container'

/** Fixed at build time from the legal date, so server and browser render the same year. */
const COPYRIGHT_YEAR = SITE.legalUpdatedIso.slice(0, 4)

const EXPLORE = [
  { to: '/courses', label: 'All Courses' },
  { to: '/internships', label: 'Internships' },
  { to: '/live-projects', label: 'Live Projects' },
  { to: '/curriculum', label: 'Curriculum' },
  { to: '/mentorship', label: 'Mentorship' },
] as const

const COMPANY = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/enroll', label: 'Enroll Now' },
  { to: '/terms', label: LEGAL_TITLES.terms },
  { to: '/privacy', label: LEGAL_TITLES.privacy },
] as const

export function SiteFooter() {
  return (
    <footer className="bg-blue-950 text-blue-100">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr] lg:gap-8">
        <div className="col-span-2 lg:col-span-1">
          <Link
            to="/"
            className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
          >
            <span
              aria-hidden="true"
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-white/10 text-amber-300"
            >
              <GraduationCap className="h-5 w-5" strokeWidth={2.25} />
            </span>
            <span className="text-lg font-extrabold tracking-tight text-white">{SITE.name}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">
            {SITE.tagline}. Learn from working professionals, build real projects and get placement assistance from day
            one.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social media">
            {SITE.social.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 items-center rounded-full border border-white/20 px-3 text-xs font-semibold text-white transition-colors hover:border-amber-300 hover:text-amber-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
                >
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title="Explore" links={EXPLORE} />
        <FooterLinks title="Company" links={COMPANY} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Visit or call us</h2>
          <ContactDetailsList tone="dark" />
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 pb-24 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between md:pb-6">
          <p>
            © {COPYRIGHT_YEAR} {SITE.name}. All rights reserved.
          </p>
          <ul className="flex gap-5">
            <li>
              <Link to="/terms" className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contact
              </Link>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  )
}

function FooterLinks({
  title,
  links,
}: {
  title: string
  links: ReadonlyArray<{ to: (typeof EXPLORE | typeof COMPANY)[number]['to']; label: string }>
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
