import { DEFAULT_PACKAGE_ID, type PackageId } from '../../shared/pricing'

/** A course's page, with a package chosen: the default package stays out of the address, as the route reads it. */
export const courseHref = (courseId: number, packageId: PackageId = DEFAULT_PACKAGE_ID): string =>
  packageId === DEFAULT_PACKAGE_ID ? `/courses/${courseId}` : `/courses/${courseId}?package=${packageId}`

/** The enrolment form for a course's package. */
export const enrollHref = (courseId: number, packageId: PackageId): string =>
  `/enroll?${new URLSearchParams({ course: String(courseId), package: packageId }).toString()}`
