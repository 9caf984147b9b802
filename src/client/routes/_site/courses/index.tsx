import { Link, createFileRoute } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import type { Course } from '../../../../shared/catalogue/types'
// Only the small categories module statically: the course data is loaded by the loader below, so it
// stays out of the entry bundle (route definitions are not code-split, only components are).
import { COURSE_CATEGORY_QUERY, courseCategoryForQuery } from '../../../../shared/catalogue/categories'
import { SITE } from '../../../../shared/site'
import { CourseCard } from '../../../components/course-card'
import { buttonClass } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { PageHero } from '../../../components/ui/page-hero'
import { absoluteUrl, seo } from '../../../lib/seo'
import { courseHref } from '../../../lib/course-links'

interface CoursesSearch {
  category?: string
}

const CHIPS: { value?: string; label: string }[] = [
  { label: 'All' },
  ...Object.entries(COURSE_CATEGORY_QUERY).map(([value, label]) => ({ value, label })),
]

export const Route = createFileRoute('/_site/courses/')({
  validateSearch: (search: Record<string, unknown>): CoursesSearch => {
    const category = typeof search.category === 'string' ? search.category.trim().toLowerCase().slice(0, 40) : ''
    return category ? { category } : {}
  },
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: async ({ deps }): Promise<{ list: Course[] }> => {
    const { filterCoursesByCategory } = await import('../../../../shared/catalogue/courses')
    return { list: filterCoursesByCategory(deps.category) }
  },
  head: (ctx) => {
    const query = ctx.match.search.category
    const category = courseCategoryForQuery(query)
    const list = ctx.loaderData?.list ?? []
    const title = category ? `${category} Courses` : query ? 'Courses' : 'Our Courses'
    const description = category
      ? `Job-ready ${category} courses from ${SITE.name}: live classes, hands-on projects, internships and placement assistance. Compare packages and fees in rupees.`
      : `Browse ${SITE.name}'s IT courses in web development, data science, mobile apps, cloud & DevOps, cybersecurity, design and digital marketing, with projects, internships and placement assistance.`
    const provider = { '@type': 'Organization', name: SITE.name, url: absoluteUrl(ctx, '/') }
    return seo(ctx, {
      title,
      description,
      jsonLd: {
        '@type': 'ItemList',
        name: title,
        numberOfItems: list.length,
        itemListElement: list.map((course, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Course',
            name: course.title,
            description: course.description,
            url: absoluteUrl(ctx, courseHref(course.id)),
            provider,
            offers: { '@type': 'Offer', price: course.price, priceCurrency: 'INR', category: 'Paid' },
            hasCourseInstance: {
              '@type': 'CourseInstance',
              courseMode: 'Online',
              duration: `P${course.durationMonths}M`,
            },
          },
        })),
      },
    })
  },
  component: CoursesPage,
})

function CoursesPage() {
  const { category: query } = Route.useSearch()
  const category = courseCategoryForQuery(query)
  const { list } = Route.useLoaderData()
  const active = category ? query : query ? null : undefined

  return (
    <>
      <PageHero eyebrow="Courses" title="Explore Our Courses">
        Industry-designed programmes with live classes, real projects and placement assistance. Pick a track, choose a
        package that fits your schedule and start building a career in tech.
      </PageHero>

      <section aria-labelledby="course-list-heading" className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <nav aria-label="Course categories" className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
            <ul className="flex gap-2 sm:flex-wrap">
              {CHIPS.map((chip) => {
                const current = chip.value === active
                return (
                  <li key={chip.label} className="shrink-0">
                    <Link
                      to="/courses"
                      search={chip.value ? { category: chip.value } : {}}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 ${
                        current
                          ? 'border-blue-800 bg-blue-800 text-white'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-blue-700 hover:text-blue-800'
                      }`}
                    >
                      {chip.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>

          <div className="mb-6 mt-8 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="course-list-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {category ? `${category} Courses` : query ? 'Courses' : 'All Courses'}
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {list.length === 1 ? '1 course' : `${list.length} courses`}
            </p>
          </div>

          {list.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mx-auto max-w-lg rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
              <p className="mt-4 text-xl font-bold text-slate-900">No courses found</p>
              <p className="mt-2 text-slate-600">
                We don&apos;t have courses in this category yet. Browse our other programmes instead.
              </p>
              <Link to="/courses" className={buttonClass('primary', 'md', 'mt-6')}>
                View all courses
              </Link>
            </div>
          )}
        </Container>
      </section>
    </>
  )
}
