/**
 * Package derivation (docs/product.md §9). Packages are derived from a course's base
 * price P and base module count M; they are never stored.
 *
 * | Package  | Duration  | Modules     | Price        | Original price | Discount |
 * | basic    | 3 months  | M           | P            | round(1.25P)   | 20%      |
 * | standard | 6 months  | round(1.5M) | round(1.75P) | round(2.25P)   | 22%      |
 * | premium  | 12 months | round(2.5M) | round(2.75P) | round(3.5P)    | 25%      |
 */

export type PackageId = 'basic' | 'standard' | 'premium'

export const PACKAGE_IDS: readonly PackageId[] = ['basic', 'standard', 'premium']

export const DEFAULT_PACKAGE_ID: PackageId = 'basic'

export interface CoursePackage {
  id: PackageId
  label: 'Basic' | 'Standard' | 'Premium'
  duration: '3 months' | '6 months' | '12 months'
  months: number
  modules: number
  price: number
  originalPrice: number
  /** Discount in percent, as advertised for the package. */
  discount: number
}

export interface PackageBase {
  price: number
  modules: number
}

interface PackageRule {
  id: PackageId
  label: CoursePackage['label']
  duration: CoursePackage['duration']
  months: number
  moduleFactor: number
  priceFactor: number
  originalFactor: number
  discount: number
}

const RULES: readonly PackageRule[] = [
  {
    id: 'basic',
    label: 'Basic',
    duration: '3 months',
    months: 3,
    moduleFactor: 1,
    priceFactor: 1,
    originalFactor: 1.25,
    discount: 20,
  },
  {
    id: 'standard',
    label: 'Standard',
    duration: '6 months',
    months: 6,
    moduleFactor: 1.5,
    priceFactor: 1.75,
    originalFactor: 2.25,
    discount: 22,
  },
  {
    id: 'premium',
    label: 'Premium',
    duration: '12 months',
    months: 12,
    moduleFactor: 2.5,
    priceFactor: 2.75,
    originalFactor: 3.5,
    discount: 25,
  },
]

function build(rule: PackageRule, base: PackageBase): CoursePackage {
  return {
    id: rule.id,
    label: rule.label,
    duration: rule.duration,
    months: rule.months,
    modules: Math.round(base.modules * rule.moduleFactor),
    price: Math.round(base.price * rule.priceFactor),
    originalPrice: Math.round(base.price * rule.originalFactor),
    discount: rule.discount,
  }
}

/** All three packages, in the order basic, standard, premium. */
export function derivePackages(base: PackageBase): CoursePackage[] {
  return RULES.map((rule) => build(rule, base))
}

/** A single package. */
export function getPackage(base: PackageBase, id: PackageId): CoursePackage {
  const rule = RULES.find((r) => r.id === id) ?? RULES[0]!
  return build(rule, base)
}

export function isPackageId(x: unknown): x is PackageId {
  return typeof x === 'string' && (PACKAGE_IDS as readonly string[]).includes(x)
}

/** Discount when no package is selected: round((original - price) / original * 100). */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0)) return 0
  return Math.round(((originalPrice - price) / originalPrice) * 100)
}
