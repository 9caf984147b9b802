import { ChevronDown } from 'lucide-react'
import type { Faq } from '../../../shared/catalogue/types'

/** A native <details>/<summary> accordion: keyboard and screen-reader support with no script. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((faq) => (
        <details key={faq.question} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 rounded">
            <span className="text-base">{faq.question}</span>
            <ChevronDown
              className="size-5 shrink-0 text-blue-800 transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
