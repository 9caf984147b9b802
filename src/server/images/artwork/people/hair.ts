import { circle, join, path, range } from '../svg'
import type { Look } from './cast'

function curls(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  from: number,
  to: number,
  count: number,
  size: number,
): string {
  return range(count)
    .map((i) => {
      const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180
      return circle(cx + r * Math.cos(a), cy + r * Math.sin(a), size, fill)
    })
    .join('')
}

/** Hair drawn behind the head. */
export function hairBack(o: Look): string {
  switch (o.style) {
    case 'long':
      return path(
        'M-112 -14 C-122 -128 -52 -152 0 -152 C52 -152 122 -128 112 -14 L124 226 C96 250 56 246 44 236 L-44 236 C-56 246 -96 250 -124 226 Z',
        o.hair,
      )
    case 'wavy':
      return path(
        'M-108 -10 C-118 -126 -50 -150 0 -150 C50 -150 118 -126 108 -10 C116 40 126 80 110 112 C90 130 60 126 50 110 L-50 110 C-60 126 -90 130 -110 112 C-126 80 -116 40 -108 -10 Z',
        o.hair,
      )
    case 'bun':
      return circle(0, -128, 50, o.hair)
    case 'curly':
      return join(circle(0, -30, 112, o.hair), curls(0, -30, 108, o.hair, 160, 380, 12, 34))
    default:
      return ''
  }
}

/** Hair drawn over the head (fringe / cap). */
export function hairFront(o: Look): string {
  switch (o.style) {
    case 'short':
      return path(
        'M-92 4 C-104 -104 -40 -138 12 -132 C72 -128 106 -90 93 4 C88 -30 80 -50 62 -60 C28 -74 -22 -74 -60 -58 C-78 -48 -88 -28 -92 4 Z',
        o.hair,
      )
    case 'crop':
      return path(
        'M-90 -8 C-98 -96 -40 -126 6 -124 C64 -122 100 -90 90 -8 C86 -40 72 -62 0 -70 C-70 -62 -86 -40 -90 -8 Z',
        o.hair,
      )
    case 'long':
    case 'wavy':
      return path(
        'M-94 20 C-104 -96 -40 -134 8 -130 C70 -126 104 -86 94 20 C86 -30 66 -64 28 -74 C8 -46 -40 -34 -84 -10 Z',
        o.hair,
      )
    case 'bun':
      return path(
        'M-92 8 C-100 -98 -44 -128 0 -128 C44 -128 100 -98 92 8 C86 -40 56 -72 0 -74 C-56 -72 -86 -40 -92 8 Z',
        o.hair,
      )
    case 'curly':
      return join(
        path(
          'M-94 10 C-104 -100 -40 -134 0 -134 C40 -134 104 -100 94 10 C80 -40 50 -62 0 -62 C-50 -62 -80 -40 -94 10 Z',
          o.hair,
        ),
        curls(0, -44, 92, o.hair, 195, 345, 9, 24),
      )
  }
}
