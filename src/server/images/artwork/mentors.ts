import { type Artwork, circle, doc, join, path, place, range, rect, rng } from './svg'
import type { Look } from './people/cast'
import { bust } from './people/busts'

export function mentor(look: Look, bg: string, ring: string, accent: string, seed: number): Artwork {
  const r = rng(seed)
  return doc(
    800,
    800,
    join(
      rect(0, 0, 800, 800, bg),
      circle(400, 420, 300, '#ffffff', { opacity: 0.18 }),
      circle(400, 420, 300, 'none', { stroke: ring, 'stroke-width': 6, opacity: 0.5, 'stroke-dasharray': '2 18' }),
      range(14).map(() => circle(60 + r() * 680, 40 + r() * 280, 4 + r() * 6, '#ffffff', { opacity: 0.25 })),
      circle(640, 170, 54, accent, { opacity: 0.9 }),
      path('M110 230 l26 -46 l26 46 Z', '#ffffff', { opacity: 0.35 }),
      place(400, 360, bust(look), 1.2),
    ),
  )
}
