import { C } from '../palette'
import { circle, clip, ellipse, join, path, place, rect, stroke } from '../svg'
import type { Look } from './cast'
import { hairBack, hairFront } from './hair'

export function face(o: Look): string {
  const ink = '#1f2937'
  return join(
    ellipse(-32, 6, 7.5, 9, ink),
    ellipse(32, 6, 7.5, 9, ink),
    circle(-29, 3, 2.4, C.paper),
    circle(35, 3, 2.4, C.paper),
    stroke('M-48 -20 Q-32 -29 -16 -21', o.hair, 7),
    stroke('M16 -21 Q32 -29 48 -20', o.hair, 7),
    stroke('M-2 16 Q-10 38 2 42', '#000', 5, { opacity: 0.16 }),
    circle(-52, 44, 15, C.rose, { opacity: 0.12 }),
    circle(52, 44, 15, C.rose, { opacity: 0.12 }),
    o.beard &&
      path(
        'M-86 12 C-84 88 -44 132 0 134 C44 132 84 88 86 12 C76 52 56 66 34 60 Q0 50 -34 60 C-56 66 -76 52 -86 12 Z',
        o.hair,
      ),
    stroke('M-24 62 Q0 80 24 62', o.beard ? '#f8e1d0' : '#7c2d12', 6, { opacity: o.beard ? 0.9 : 0.8 }),
    o.glasses &&
      join(
        rect(-62, -14, 56, 40, C.paper, 14, { 'fill-opacity': 0.18, stroke: C.ink, 'stroke-width': 6 }),
        rect(6, -14, 56, 40, C.paper, 14, { 'fill-opacity': 0.18, stroke: C.ink, 'stroke-width': 6 }),
        stroke('M-6 0 Q0 -6 6 0', C.ink, 6),
      ),
  )
}

/** Head and shoulders, head centred on 0,0 (head ≈ 176×208 units, shoulders from y≈156, torso down to y=540). */
export function bust(o: Look, mini = false): string {
  const top = o.jacket ?? o.shirt
  const long = o.style === 'long' || o.style === 'wavy'
  return join(
    !long && hairBack(o),
    path('M-260 540 L-260 320 C-260 216 -176 168 -66 156 L66 156 C176 168 260 216 260 320 L260 540 Z', top),
    o.jacket && path('M-70 156 L0 280 L70 156 Z', o.shirt),
    o.jacket &&
      !mini &&
      join(
        path('M-70 156 L-10 290 L-40 540 L-96 540 L-120 250 Z', '#000', { opacity: 0.14 }),
        path('M70 156 L10 290 L40 540 L96 540 L120 250 Z', '#000', { opacity: 0.14 }),
      ),
    long && hairBack(o),
    rect(-44, 60, 88, 126, o.skin, 40),
    !mini && path('M-44 92 Q0 140 44 92 L44 126 Q0 168 -44 126 Z', '#000', { opacity: 0.12 }),
    path('M-44 156 L0 212 L44 156 Z', o.skin),
    !mini && stroke('M-66 156 L0 220 L66 156', '#fff', 8, { opacity: 0.3 }),
    circle(-86, 12, 21, o.skin),
    circle(86, 12, 21, o.skin),
    ellipse(0, 0, 88, 106, o.skin),
    o.earrings && !mini && join(circle(-88, 42, 8, C.amber), circle(88, 42, 8, C.amber)),
    mini ? miniFace(o) : face(o),
    hairFront(o),
  )
}

/** Just enough of a face to read at avatar sizes. */
function miniFace(o: Look): string {
  return join(
    o.beard &&
      path(
        'M-86 12 C-84 88 -44 132 0 134 C44 132 84 88 86 12 C76 52 56 66 34 60 Q0 50 -34 60 C-56 66 -76 52 -86 12 Z',
        o.hair,
      ),
    ellipse(-32, 6, 9, 11, '#1f2937'),
    ellipse(32, 6, 9, 11, '#1f2937'),
    stroke('M-24 60 Q0 78 24 60', o.beard ? '#f8e1d0' : '#7c2d12', 8),
    o.glasses && stroke('M-62 -10 H-6 V24 H-62 Z M6 -10 H62 V24 H6 Z', C.ink, 7),
  )
}

/** A person seen from behind (classroom scenes), head centred on 0,0. */
export function backView(skin: string, hair: string, shirt: string, long = false): string {
  return join(
    path('M-230 460 L-230 310 C-230 220 -160 178 -60 170 L60 170 C160 178 230 220 230 310 L230 460 Z', shirt),
    rect(-40, 80, 80, 110, skin, 36),
    circle(-86, 14, 20, skin),
    circle(86, 14, 20, skin),
    ellipse(0, 0, 88, 106, hair),
    long && path('M-88 0 C-92 90 -70 170 -40 190 L40 190 C70 170 92 90 88 0 Z', hair),
  )
}

/** Round avatar for UI mock-ups. */
export function avatar(cx: number, cy: number, r: number, look: Look, bg: string): string {
  const s = (r * 0.42) / 88
  return clip(circle(cx, cy, r, '#000'), join(circle(cx, cy, r, bg), place(cx, cy - r * 0.1, bust(look, r < 40), s)))
}
