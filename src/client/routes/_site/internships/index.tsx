import { Link, createFileRoute } from '@tanstack/react-router'
import { Award, Briefcase, GraduationCap, Users } from 'lucide-react'
import type { Internship } from '../../../../shared/catalogue/types'
// Only the small categories module statically: the internship data is loaded by the loader below, so
// it stays out of the entry bundle (route definitions are not code-split, only components are).
import { INTERNSHIP_CATEGORIES } from '../../../../shared/catalogue/categories'
import { SITE } from '../../../../shared/site'
import { absoluteUrl, seo } from '../../../lib/seo'
import { InternshipCard } from '../../../components/internship-card'
import { Container } from '../../../components/ui/container'
import { PageHero } from '../../../components/ui/page-hero'
import { SectionHeading } from '../../../components/ui/section-heading'
import { buttonClass } from '../../../components/ui/button'

interface InternshipSearch {
  category?: string
}

/** Filter chips: the header's internship categories plus DevOps (docs/product.md §2). */
const CATEGORY_CHIPS = [...INTERNSHIP_CATEGORIES, { value: 'devops', label: 'DevOps' }]

const HIGHLIGHTS = [
  {
    icon: Briefcase,
    title: 'Live client work',
    text: 'Ship features and analyses for real clients, not toy exercises.',
  },
  {
    icon: Users,
    title: 'Dedicated mentor',
    text: 'A senior professional reviews your work and guides you every week.',
  },
  {
    icon: Award,
    title: 'Experience letter',
    text: 'Finish with a verifiable experience letter and portfolio projects.',
  },
  {
    icon: GraduationCap,
    title: 'Placement assistance',
    text: 'Interview preparation and referrals to our hiring partners.',
  },
] as const

export const Route = createFileRoute('/_site/internships/')({
  validateSearch: (search: Record<string, unknown>): InternshipSearch => {
    const raw = search.category
    const category = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : ''
    return category ? { category } : {}
  },
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: async ({ deps }): Promise<{ list: Internship[] }> => {
    const { filterInternshipsByCategory } = await import('../../../../shared/catalogue/internships')
    return { list: filterInternshipsByCategory(deps.category) }
  },
  head: (ctx) =>
    seo(ctx, {
      title: 'Internship Programs',
      description: `Hands-on internships in software engineering, data science, UI/UX design and DevOps at ${SITE.name}. Work on live client projects with an industry mentor and earn an experience letter.`,
      jsonLd: {
        '@type': 'ItemList',
        name: `${SITE.name} internship programs`,
        itemListElement: (ctx.loaderData?.list ?? []).map((internship, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: internship.title,
          url: absoluteUrl(ctx, `/internships/${internship.id}`),
        })),
      },
    }),
  component: InternshipsPage,
})

function InternshipsPage() {
  const { category } = Route.useSearch()
  const { list } = Route.useLoaderData()
  const active = category?.toLowerCase()
  const activeLabel = CATEGORY_CHIPS.find((c) => c.value === active)?.label

  return (
    <>
      <PageHero eyebrow="Internships" title="Internship Programs">
        Gain real industry experience before you graduate. Work on live client projects in agile teams, guided by senior
        mentors, and leave with an experience letter and work you can show in interviews.
      </PageHero>

      <section aria-labelledby="internship-list-heading" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeading id="internship-list-heading" eyebrow="Open positions" title="Find Your Internship">
            Choose a track that matches your skills. Every internship runs for 3 to 4 months, remotely or at our{' '}
            {SITE.contact.locality} office.
          </SectionHeading>

          <nav aria-label="Filter internships by category" className="mb-10">
            <ul className="flex flex-wrap justify-center gap-2">
              <li>
                <CategoryChip label="All" active={!active} />
              </li>
              {CATEGORY_CHIPS.map((chip) => (
                <li key={chip.value}>
                  <CategoryChip label={chip.label} value={chip.value} active={active === chip.value} />
                </li>
              ))}
            </ul>
          </nav>

          <p className="sr-only" aria-live="polite">
            {list.length === 1 ? '1 internship' : `${list.length} internships`}
            {activeLabel ? ` in ${activeLabel}` : ''}
          </p>

          {list.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
              {list.map((internship) => (
                <li key={internship.id}>
                  <InternshipCard internship={internship} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <h3 className="text-xl font-bold text-slate-900">No internships found</h3>
              <p className="mt-2 text-slate-600">
                {activeLabel
                  ? `There are no open ${activeLabel} internships right now. Browse all our open internships instead.`
                  : 'There are no internships in this category right now. Browse all our open internships instead.'}
              </p>
              <Link to="/internships" className={buttonClass('primary', 'md', 'mt-6')}>
                View all internships
              </Link>
            </div>
          )}
        </Container>
      </section>

      <section aria-labelledby="internship-why-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="internship-why-heading" eyebrow="Why intern with us" title="More Than a Certificate">
            Our internships are built to make you job-ready, with the same tools, reviews and deadlines you will meet at
            work.
          </SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {HIGHLIGHTS.map(({ icon: HighlightIcon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                  <HighlightIcon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-bold text-slate-900">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-center justify-center gap-3 text-center sm:flex-row">
            <Link to="/live-projects" className={buttonClass('outline', 'lg')}>
              Explore Live Projects
            </Link>
            <Link to="/contact" className={buttonClass('primary', 'lg')}>
              Talk to an Advisor
            </Link>
          </div>
        </Container>
      </section>
    </>
  )
}

function CategoryChip({ label, value, active }: { label: string; value?: string; active: boolean }) {
  return (
    <Link
      to="/internships"
      search={value ? { category: value } : {}}
      aria-current={active ? 'page' : undefined}
      resetScroll={false}
      className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 ${
        active
          ? 'border-blue-800 bg-blue-800 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-blue-800 hover:text-blue-800'
      }`}
    >
      {label}
    </Link>
  )
}
