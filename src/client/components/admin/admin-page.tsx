import type { ReactNode } from 'react'

/** A back-office page: its heading, an optional line under it, and its content. */
export function AdminPage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-1 text-slate-600">{intro}</p>}
      {children && <div className="mt-6">{children}</div>}
    </div>
  )
}
