import { formatRupees } from '../../shared/format'
import type { CoursePackage } from '../../shared/pricing'

/**
 * A package's price, its struck-through original price and the discount, as three inline items for
 * the caller's price row (which carries the layout and the aria-live). `pill` sets the discount on a
 * tinted chip.
 */
export function PackagePrice({
  pkg,
  pill = false,
}: {
  pkg: Pick<CoursePackage, 'price' | 'originalPrice' | 'discount'>
  pill?: boolean
}) {
  return (
    <>
      <span className="text-2xl font-extrabold text-slate-900">{formatRupees(pkg.price)}</span>
      <s className="text-sm text-slate-600">
        <span className="sr-only">Original price </span>
        {formatRupees(pkg.originalPrice)}
      </s>
      <span
        className={`${pill ? 'rounded-md bg-emerald-50 px-1.5 py-0.5 ' : ''}text-xs font-bold text-emerald-800`}
      >{`${pkg.discount}% off`}</span>
    </>
  )
}
