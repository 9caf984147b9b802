import type { ReactNode } from 'react'

type Tone = 'primary' | 'accent' | 'secondary' | 'success' | 'neutral'

const tones: Record<Tone, string> = {
  primary: 'bg-blue-100 text-blue-900',
  accent: 'bg-amber-100 text-amber-900',
  secondary: 'bg-teal-100 text-teal-900',
  success: 'bg-emerald-100 text-emerald-900',
  neutral: 'bg-slate-100 text-slate-800',
}

export function Badge({
  tone = 'primary',
  children,
  className = '',
}: {
  tone?: Tone
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
