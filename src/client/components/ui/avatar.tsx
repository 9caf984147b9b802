import { UserRound } from 'lucide-react'
import { initialsOf } from '../../../shared/format'

/** The photo, else the initials of the display name, else a generic icon (docs/product.md §2). */
export function Avatar({
  photoURL,
  displayName,
  className = 'h-8 w-8 text-xs',
}: {
  photoURL: string | null
  displayName: string | null
  className?: string
}) {
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${className}`
  if (photoURL) {
    return <img src={photoURL} alt="" referrerPolicy="no-referrer" className={`${base} object-cover`} />
  }
  const initials = initialsOf(displayName)
  return (
    <span aria-hidden="true" className={`${base} bg-blue-800 font-bold text-white`}>
      {initials || <UserRound className="h-1/2 w-1/2" />}
    </span>
  )
}
