import { C } from './palette'
import { type Artwork, circle, doc, hexagon, join, path, pill, place, range, rect } from './svg'
import { backdrop, dotGrid } from './blocks/panels'
import { barChart, donut } from './blocks/charts'
import { icon } from './blocks/icons'
import { laptop, phone } from './blocks/devices'

/** The brand mark: a rounded hexagon with a spark (an abstract forge/anvil). */
function brandMark(cx: number, cy: number, s: number): string {
  return place(
    cx,
    cy,
    join(
      hexagon(0, 0, 120, 'url(#gAmber)', { stroke: C.amber, 'stroke-width': 30, filter: 'url(#shDark)' }),
      path('M-62 18 H62 L44 42 H-44 Z', C.navy),
      rect(-20, 42, 40, 30, C.navy, 4),
      path('M-70 18 C-70 -6 -40 -14 -10 -14 H62 C62 4 50 18 30 18 Z', C.navy),
      path('M10 -92 L-18 -40 H6 L-8 -4 L30 -58 H6 Z', C.paper),
    ),
    s,
  )
}

export function shareDefault(): Artwork {
  return doc(
    1200,
    630,
    join(
      backdrop(1200, 630, 'url(#gNavy)', [
        [1050, 80, 260, C.teal, 0.22],
        [120, 600, 240, C.amber, 0.18],
      ]),
      dotGrid(0, 0, 1200, 630),
      circle(250, 250, 220, 'url(#gGlowAmber)'),
      brandMark(250, 250, 1),
      // "headline" bars
      rect(120, 430, 420, 34, C.paper, 17),
      rect(120, 482, 300, 34, C.paper, 17, { opacity: 0.85 }),
      pill(120, 548, 140, 18, C.amber),
      pill(276, 548, 100, 18, C.mint),
      // devices
      laptop(660, 170, 400, (x, y, w, h) =>
        join(
          rect(x, y, w, h, C.snow),
          rect(x + 16, y + 16, w - 32, 60, 'url(#gIndigo)', 10),
          barChart(x + 24, y + 96, 150, 96, [0.4, 0.7, 0.55, 0.9, 0.75], [C.teal, C.indigo]),
          donut(x + 270, y + 146, 44, 16, [
            [60, C.amber],
            [40, C.teal],
          ]),
        ),
      ),
      phone(1010, 300, 140, 280, (x, y, w, h) =>
        join(
          rect(x, y, w, 90, 'url(#gTealBlue)'),
          range(3).map((i) =>
            join(
              rect(x + 10, y + 104 + i * 50, w - 20, 40, C.paper, 10),
              circle(x + 30, y + 124 + i * 50, 10, [C.amber, C.indigo, C.teal][i]),
            ),
          ),
          rect(x, y + h - 20, w, 20, C.paper),
        ),
      ),
      place(640, 110, join(circle(0, 0, 36, C.paper, { filter: 'url(#sh)' }), icon('check', 0, 0, 0.9, C.teal, 6))),
      place(610, 500, join(circle(0, 0, 30, C.amber), icon('rocket', 0, 0, 0.8, C.ink, 4))),
    ),
  )
}
