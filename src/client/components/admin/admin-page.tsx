import { useId, type ReactNode } from 'react'

/**
 * A back-office page: its heading, an optional line under it, and its content. The chrome around it comes
 * from the /admin layout route (admin-layout.tsx), which is loaded with the back office only. A phone gets
 * tighter margins, and a page whose work must show on the first screen leaves its intro to wider ones.
 */
export function AdminPage({
  title,
  intro,
  introOnPhones = true,
  children,
}: {
  title: string
  intro?: string
  /** false: the intro shows from 640 px up only (it explains; it is not the work). */
  introOnPhones?: boolean
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-5 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className={`mt-1 text-slate-600 ${introOnPhones ? '' : 'max-sm:hidden'}`}>{intro}</p>}
      {children && <div className="mt-4 sm:mt-6">{children}</div>}
    </div>
  )
}

/** A titled part of a back-office page, named by its heading for assistive technology. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
