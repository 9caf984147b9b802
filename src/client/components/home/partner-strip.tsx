import type { CSSProperties } from 'react'
import { partners } from '../../../shared/catalogue/partners'

/** Per-brand lettering so the text wordmarks read like the companies' own, without external logos. */
const LETTERING: Record<string, string> = {
  google: 'font-semibold tracking-tight',
  microsoft: 'font-semibold',
  amazon: 'font-extrabold lowercase tracking-tight',
  facebook: 'font-bold lowercase tracking-tight',
  ibm: 'font-black tracking-[0.2em]',
  oracle: 'font-bold uppercase tracking-[0.12em]',
}

/**
 * 'Trusted by Leading Companies' (docs/product.md §2). Each wordmark takes its brand colour on hover through a
 * CSS variable. The band is dark so every brand colour keeps at least 3:1 contrast on the large text.
 */
export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-title" className="border-t border-white/10 bg-slate-950 py-10 sm:py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="partners-title"
          className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-slate-300"
        >
          Trusted by Leading Companies
        </h2>
        <ul className="mt-7 grid grid-cols-2 items-center gap-x-6 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.name} className="flex justify-center">
              <span
                style={{ '--brand': partner.hoverColor } as CSSProperties}
                className={`cursor-default select-none text-2xl text-slate-300 transition-colors duration-200 hover:text-[var(--brand)] sm:text-[1.7rem] ${
                  LETTERING[partner.icon] ?? 'font-bold'
                }`}
              >
                {partner.name}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
