import type { ReactNode } from 'react'

/** The banner at the top of every inner page; holds the page's one h1. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-indigo-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-amber-300">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg text-blue-100">{children}</div>}
      </div>
    </section>
  )
}
