import { C } from '../palette'
import {
  type Artwork,
  H,
  W,
  circle,
  doc,
  ellipse,
  grad,
  join,
  line,
  path,
  pill,
  place,
  range,
  rect,
  stroke,
} from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { stars } from '../blocks/charts'
import { icon } from '../blocks/icons'
import { phone } from '../blocks/devices'

export function projectFoodDelivery(): Artwork {
  const map = (x: number, y: number, w: number, h: number) => {
    const route = `M${x + 70} ${y + 470} C${x + 70} ${y + 380} ${x + 200} ${y + 400} ${x + 200} ${y + 300} S${x + 110} ${y + 200} ${x + 220} ${y + 150}`
    return join(
      rect(x, y, w, h, '#e8f1ea'),
      [
        [0.18, 0.3],
        [0.55, 0.2],
        [0.2, 0.7],
        [0.65, 0.62],
      ].map(([px, py]) => rect(x + px * w, y + py * h, 80, 60, '#d7e6da', 12)),
      range(5).map((i) => rect(x, y + 80 + i * 130, w, 18, C.paper)),
      range(3).map((i) => rect(x + 40 + i * 110, y, 18, h, C.paper)),
      rect(x + w - 90, y + 60, 70, 90, '#bfdbfe', 16),
      stroke(route, C.indigo, 10),
      stroke(route, C.paper, 3, { 'stroke-dasharray': '2 14' }),
      icon('pin', x + 220, y + 132, 1.3, C.rose, 3, true),
      circle(x + 220, y + 123, 7, C.paper),
      circle(x + 70, y + 470, 16, C.paper, { stroke: C.amber, 'stroke-width': 8 }),
      rect(x + 16, y + h - 260, w - 32, 240, C.paper, 24, { filter: 'url(#sh)' }),
      rect(x + 36, y + h - 236, 70, 70, '#fef3c7', 16),
      circle(x + 71, y + h - 201, 20, C.amber),
      pill(x + 122, y + h - 228, 130, 14, C.slate2),
      pill(x + 122, y + h - 202, 90, 10, C.line),
      range(4).map((i) =>
        join(
          circle(x + 50 + i * 66, y + h - 130, 12, i < 3 ? C.teal : C.haze),
          i < 3 && line(x + 62 + i * 66, y + h - 130, x + 104 + i * 66, y + h - 130, i < 2 ? C.teal : C.haze, 5),
        ),
      ),
      pill(x + 36, y + h - 86, w - 72, 44, C.amber),
    )
  }
  return doc(
    W,
    H,
    join(
      backdrop(W, H, grad(['#fff7ed', '#fde68a']), [
        [1350, 160, 300, C.amber, 0.18],
        [200, 760, 260, '#f97316', 0.12],
        [800, 460, 420, '#ffffff', 0.5],
      ]),
      dotGrid(1200, 640, 320, 200, 'dotsNavy'),
      phone(610, 80, 360, 740, map),
      // food bowl
      place(
        330,
        430,
        join(
          circle(0, 0, 190, C.paper, { filter: 'url(#sh)' }),
          ellipse(0, -10, 130, 30, '#fde68a'),
          circle(-60, -24, 26, C.teal),
          circle(-10, -34, 24, '#f97316'),
          circle(40, -26, 26, C.green),
          circle(80, -16, 18, C.rose),
          path('M-140 -10 H140 C140 80 80 120 0 120 C-80 120 -140 80 -140 -10 Z', 'url(#gSunset)'),
          rect(-60, 116, 120, 16, '#ea580c', 8),
          stroke(
            'M-50 -80 C-70 -110 -30 -130 -50 -160 M0 -90 C-20 -120 20 -140 0 -170 M50 -80 C30 -110 70 -130 50 -160',
            C.grey,
            7,
            { opacity: 0.6 },
          ),
        ),
      ),
      // scooter badge
      place(
        1230,
        300,
        join(
          circle(0, 0, 130, C.paper, { filter: 'url(#sh)' }),
          stroke('M62 52 L38 -52', C.slate2, 12),
          stroke('M22 -56 H56', C.ink, 12),
          path('M-96 42 C-98 6 -74 -6 -40 -6 H0 L14 30 H40 L30 -30 L48 -34 L62 42 Z', C.indigo),
          pill(-92, -26, 74, 20, C.ink),
          rect(-104, -100, 78, 68, C.amber, 12),
          rect(-104, -74, 78, 12, '#d97706'),
          circle(-62, 54, 28, C.ink),
          circle(-62, 54, 11, C.haze),
          circle(66, 54, 28, C.ink),
          circle(66, 54, 11, C.haze),
          circle(48, -8, 8, C.amberSoft),
        ),
      ),
      // ETA card
      card(1120, 520, 290, 130, C.paper, 24),
      icon('clock', 1175, 585, 1.1, C.teal, 5),
      pill(1220, 565, 110, 16, C.slate2),
      pill(1220, 595, 150, 10, C.line),
      card(180, 690, 260, 100, C.paper, 24),
      stars(220, 740, 5, 15, 5),
    ),
  )
}
