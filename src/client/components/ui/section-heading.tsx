import type { ReactNode } from 'react'

export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  align = 'center',
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
  id?: string
  align?: 'center' | 'left'
}) {
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-700">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-600">{children}</p>}
    </div>
  )
}
