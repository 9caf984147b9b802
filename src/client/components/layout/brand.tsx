import { GraduationCap } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { SiteLink } from '../ui/site-link'

export function NewBadge() {
  return (
    <span className="ml-1.5 inline-flex items-center rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide text-amber-900">
      New
    </span>
  )
}

/** The brand mark: a graduation cap on a blue tile. */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-blue-800 text-amber-300 shadow-sm ${className}`}
    >
      <GraduationCap className="h-5 w-5" strokeWidth={2.25} />
    </span>
  )
}

/** Mark plus name, linking home. `compact` shortens the name on the mid-width desktop header. */
export function BrandLogo({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <SiteLink
      href="/"
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
    >
      <BrandMark />
      <span className="text-lg font-extrabold tracking-tight text-blue-950">
        {compact ? (
          <>
            <span className="lg:max-xl:hidden">{SITE.name}</span>
            <span className="hidden lg:max-xl:inline">{SITE.shortName}</span>
          </>
        ) : (
          SITE.name
        )}
      </span>
    </SiteLink>
  )
}
