import { Star, StarHalf } from 'lucide-react'
import { MAX_STARS, starParts } from '../../shared/rating'

/**
 * Rating as stars (docs/product.md §2, course cards): one full star per whole point, plus a half star when the
 * fraction is 0.5 or more. The stars are decorative; the label carries the value for screen readers.
 */
export function StarRating({
  rating,
  size = 16,
  className = '',
}: {
  rating: number
  size?: number
  className?: string
}) {
  const { full, half, empty } = starParts(rating)
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${MAX_STARS}`}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} aria-hidden="true" width={size} height={size} className="fill-amber-400 text-amber-500" />
      ))}
      {half && (
        <span aria-hidden="true" className="relative inline-flex" style={{ width: size, height: size }}>
          <Star width={size} height={size} className="absolute inset-0 text-amber-500" />
          <StarHalf width={size} height={size} className="absolute inset-0 fill-amber-400 text-amber-500" />
        </span>
      )}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} aria-hidden="true" width={size} height={size} className="text-amber-500" />
      ))}
    </span>
  )
}
