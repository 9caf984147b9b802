import { createFileRoute, notFound } from '@tanstack/react-router'
import { parseId } from '../../../../shared/ids'
import { DEFAULT_PACKAGE_ID, isPackageId, type PackageId } from '../../../../shared/pricing'
import { CourseDetail } from '../../../components/course/course-detail'
import { CourseNotFound } from '../../../components/course/course-not-found'
import { Island } from '../../../islands/island'
import { courseJsonLd, seo } from '../../../lib/seo'

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
  const search = Route.useSearch()
  // Keyed by course: moving to another course starts again on the Overview tab and first module.
  return (
    <Island
      key={course.id}
      name="course-detail"
      component={CourseDetail}
      props={{ course, initialPackage: search.package ?? DEFAULT_PACKAGE_ID }}
    />
  )
}
