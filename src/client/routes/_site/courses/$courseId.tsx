import { createFileRoute, notFound } from '@tanstack/react-router'
import type { Course } from '../../../../shared/catalogue/types'
import { parseId } from '../../../../shared/ids'
import { DEFAULT_PACKAGE_ID, isPackageId, type PackageId } from '../../../../shared/pricing'
import { CourseDetailsTabs } from '../../../components/course/course-details-tabs'
import { CourseHero } from '../../../components/course/course-hero'
import { CourseNotFound } from '../../../components/course/course-not-found'
import { PackageSelector } from '../../../components/package-selector'
import { Container } from '../../../components/ui/container'
import { courseJsonLd, seo } from '../../../lib/seo'
import { useCoursePackage } from '../../../lib/use-course-package'

interface CourseSearch {
  /** Absent means basic, so the default package never clutters the address. */
  package?: Exclude<PackageId, 'basic'>
}

export const Route = createFileRoute('/_site/courses/$courseId')({
  validateSearch: (search: Record<string, unknown>): CourseSearch =>
    isPackageId(search.package) && search.package !== 'basic' ? { package: search.package } : {},
  // The route definition lands in the entry bundle of every page, so it must not import catalogue data
  // statically; the components (split per route) may.
  loader: async ({ params }) => {
    const id = parseId(params.courseId)
    if (id === undefined) throw notFound()
    const { getCourse } = await import('../../../../shared/catalogue/courses')
    const course = getCourse(id)
    if (!course) throw notFound()
    return { course }
  },
  head: (ctx) => {
    const course = ctx.loaderData?.course
    if (!course) return seo(ctx, { title: 'Course not found', noindex: true })
    return seo(ctx, {
      title: course.title,
      description: course.description,
      image: course.image,
      jsonLd: courseJsonLd(ctx, course),
    })
  },
  component: CoursePage,
  notFoundComponent: CourseNotFound,
})

function CoursePage() {
  const { course } = Route.useLoaderData()
  // Keyed by course: moving to another course starts again on the Overview tab and first module.
  return <CourseDetail key={course.id} course={course} />
}

function CourseDetail({ course }: { course: Course }) {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { packageId, setPackageId, pkg, packages } = useCoursePackage(course, search.package ?? DEFAULT_PACKAGE_ID)

  function choosePackage(id: PackageId) {
    setPackageId(id)
    // Mirror the choice in the address so it can be shared or reloaded, without a scroll jump.
    void navigate({ to: '.', search: id === 'basic' ? {} : { package: id }, replace: true, resetScroll: false })
  }

  return (
    <>
      <CourseHero course={course} pkg={pkg} />

      <section className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <PackageSelector packages={packages} value={packageId} onChange={choosePackage} />
        </Container>
      </section>

      <CourseDetailsTabs course={course} />
    </>
  )
}
