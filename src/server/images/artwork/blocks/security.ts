import { C } from '../palette'
import { circle, join, path, place, range, rect, rng, stroke } from '../svg'

export function radar(cx: number, cy: number, r: number, color: string, rings = 4, opacity = 0.25): string {
  return join(
    range(rings).map((i) =>
      circle(cx, cy, (r * (i + 1)) / rings, 'none', {
        stroke: color,
        'stroke-width': 2,
        opacity: opacity * (1 - i / (rings + 1)),
      }),
    ),
  )
}

export function bitRain(x: number, y: number, w: number, h: number, seed: number, color: string): string {
  const r = rng(seed)
  const cols = Math.floor(w / 44)
  return join(
    range(cols).map((c) => {
      const len = 3 + Math.floor(r() * 6)
      const start = r() * (h - len * 26)
      return range(len)
        .map((k) =>
          rect(x + c * 44, y + start + k * 26, r() > 0.5 ? 16 : 8, 10, color, 3, {
            opacity: (0.08 + (k / len) * 0.35).toFixed(2),
          }),
        )
        .join('')
    }),
  )
}

export function shieldLock(cx: number, cy: number, s: number, fill: string): string {
  return place(
    cx,
    cy,
    join(
      path('M0 -230 L190 -160 V10 C190 130 100 200 0 240 C-100 200 -190 130 -190 10 V-160 Z', fill, {
        filter: 'url(#shDark)',
      }),
      path('M0 -190 L150 -134 V10 C150 108 80 164 0 198 Z', '#ffffff', { opacity: 0.12 }),
      rect(-70, -20, 140, 120, C.paper, 22),
      stroke('M-42 -20 V-62 A42 42 0 0 1 42 -62 V-20', C.paper, 22),
      circle(0, 28, 16, C.navy),
      rect(-6, 34, 12, 36, C.navy, 6),
    ),
    s,
  )
}
