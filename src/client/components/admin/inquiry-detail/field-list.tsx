import type { ReactNode } from 'react'

/** A labelled value in one of the detail's lists; the label sits beside the value from the sm breakpoint. */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 min-w-0 text-sm break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  )
}

export function FieldList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-100 rounded-xl bg-white px-4 ring-1 ring-slate-200">
      {children}
    </dl>
  )
}

/** What a list shows for a value the lead did not give. */
export function NotGiven() {
  return <span className="text-slate-500">Not given</span>
}
