import type { Course } from '../../../shared/catalogue/types'
import type { PackageId } from '../../../shared/pricing'
import { courseHref } from '../../lib/course-links'
import { useReplaceAddress } from '../../lib/site-location'
import { useCoursePackage } from '../../lib/use-course-package'
import { PackageSelector } from '../package-selector'
import { Container } from '../ui/container'
import { CourseDetailsTabs } from './course-details-tabs'
import { CourseHero } from './course-hero'

/**
 * A course's page below the header: its hero with the price of the chosen package, the package selector and
 * the details' tabs. One island on an island page, since the package chosen below moves the price above.
 */
export function CourseDetail({ course, initialPackage }: { course: Course; initialPackage: PackageId }) {
  const replaceAddress = useReplaceAddress()
  const { packageId, setPackageId, pkg, packages } = useCoursePackage(course, initialPackage)

  function choosePackage(id: PackageId) {
    setPackageId(id)
    // Mirror the choice in the address so it can be shared or reloaded, without a scroll jump.
    replaceAddress(courseHref(course.id, id))
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
