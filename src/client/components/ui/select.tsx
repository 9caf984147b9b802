import type { SelectHTMLAttributes } from 'react'

/** A native select: keyboard, screen readers and mobile pickers work without extra script. */
export function Select({ className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      {...props}
      className={`h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30 ${className}`}
    >
      {children}
    </select>
  )
}
