import { useMemo, useState } from 'react'
import {
  DEFAULT_PACKAGE_ID,
  derivePackages,
  type CoursePackage,
  type PackageBase,
  type PackageId,
} from '../../shared/pricing'

export interface CoursePackageState {
  packageId: PackageId
  setPackageId: (id: PackageId) => void
  /** The selected package (duration, modules, price, original price, discount). */
  pkg: CoursePackage
  /** All three packages, basic → premium. */
  packages: CoursePackage[]
}

/**
 * The selected package of a course (docs/product.md §4): defaults to basic (or `initial`, e.g. from the URL)
 * and resets whenever the course — or the initial value — changes. Shared by the course card and
 * the course page so the rule lives in one place.
 */
export function useCoursePackage(
  course: PackageBase & { id: number },
  initial: PackageId = DEFAULT_PACKAGE_ID,
): CoursePackageState {
  const key = `${course.id}:${initial}`
  const [state, setState] = useState({ key, packageId: initial })
  // Reset during render (not in an effect) so the old course's choice never flashes on screen.
  if (state.key !== key) setState({ key, packageId: initial })
  const packageId = state.key === key ? state.packageId : initial

  const packages = useMemo(() => derivePackages(course), [course])
  const pkg = packages.find((p) => p.id === packageId) ?? packages[0]

  return {
    packageId,
    setPackageId: (id) => setState({ key, packageId: id }),
    pkg,
    packages,
  }
}
