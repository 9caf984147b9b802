import { C } from '../palette'
import { join, path, place, rect } from '../svg'

export function plant(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    join(
      path('M-40 0 L40 0 L30 80 L-30 80 Z', C.amber),
      rect(-46, -10, 92, 18, '#d97706', 8),
      path('M0 -10 C-10 -80 -60 -120 -90 -130 C-70 -90 -40 -40 0 -10 Z', C.tealDark),
      path('M0 -10 C10 -90 50 -140 80 -150 C66 -100 40 -40 0 -10 Z', C.teal),
      path('M0 -10 C-4 -100 10 -160 20 -190 C30 -140 20 -60 0 -10 Z', '#0f766e'),
      path('M0 -10 C-30 -50 -90 -60 -120 -50 C-90 -30 -50 -10 0 -10 Z', C.teal),
    ),
    s,
  )
}
