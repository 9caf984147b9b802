import { useId } from 'react'
import { Check } from 'lucide-react'
import { formatRupees } from '../../shared/format'
import type { CoursePackage, PackageId } from '../../shared/pricing'

const BLURBS: Record<PackageId, string> = {
  basic: 'Core curriculum with live classes and graded assignments',
  standard: 'Extended modules, a live industry project and mock interviews',
  premium: 'Full specialisation, internship and 1:1 mentor support',
}

/** Three radio cards (Basic, Standard, Premium); a native radio group, so arrow keys work. */
export function PackageSelector({
  packages,
  value,
  onChange,
  legend = 'Choose your package',
}: {
  packages: CoursePackage[]
  value: PackageId
  onChange: (id: PackageId) => void
  legend?: string
}) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{legend}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {packages.map((p) => {
          const checked = p.id === value
          return (
            <label
              key={p.id}
              className={`relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 has-[:focus-visible]:ring-offset-2 ${
                checked ? 'border-blue-700 bg-blue-50/60' : 'border-slate-200 hover:border-blue-300'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={p.id}
                checked={checked}
                onChange={() => onChange(p.id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between">
                <span className="text-lg font-bold text-slate-900">{p.label}</span>
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 items-center justify-center rounded-full border-2 ${
                    checked ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white'
                  }`}
                >
                  {checked && <Check className="h-3.5 w-3.5" strokeWidth={3} />}
                </span>
              </span>
              <span className="mt-1 text-sm text-slate-600">
                {p.duration} · {p.modules} modules
              </span>
              <span className="mt-4 flex flex-wrap items-baseline gap-x-2">
                <span className="text-2xl font-extrabold text-slate-900">{formatRupees(p.price)}</span>
                <s className="text-sm text-slate-600">
                  <span className="sr-only">Original price </span>
                  {formatRupees(p.originalPrice)}
                </s>
              </span>
              <span className="mt-2 w-fit rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-bold text-emerald-800">
                {`Save ${p.discount}%`}
              </span>
              <span className="mt-3 text-sm text-slate-700">{BLURBS[p.id]}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
