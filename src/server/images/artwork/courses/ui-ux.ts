import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, line, path, pill, range, rect, stroke } from '../svg'
import { backdrop, card, textLines } from '../blocks/panels'
import { icon } from '../blocks/icons'

export function courseUiUx(): Artwork {
  const swatches = [C.navy, C.indigo, C.teal, C.amber, '#f472b6']
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gWarm)', [
        [1400, 160, 260, C.amber, 0.14],
        [200, 780, 280, C.violet, 0.12],
      ]),
      card(130, 100, 1180, 700, C.paper, 28),
      rect(130, 100, 1180, 60, '#f1f5f9', 28),
      rect(130, 130, 1180, 30, '#f1f5f9'),
      range(3).map((i) => circle(166 + i * 24, 130, 7, ['#f87171', '#fbbf24', '#34d399'][i])),
      range(5).map((i) => rect(560 + i * 56, 114, 36, 32, i === 1 ? C.mist : '#f1f5f9', 8)),
      icon('layers', 578, 130, 0.55, C.slate2, 5),
      // layers panel
      rect(130, 160, 250, 640, C.snow),
      range(8).map((i) =>
        join(
          rect(150, 190 + i * 52, 22, 22, i === 2 ? C.indigo : C.line, 5),
          pill(186, 196 + i * 52, 120 - (i % 3) * 26, 10, i === 2 ? C.indigo : C.line),
        ),
      ),
      rect(140, 176 + 2 * 52, 230, 50, C.indigo, 10, { opacity: 0.08 }),
      // properties panel
      rect(1080, 160, 230, 640, C.snow),
      pill(1104, 196, 90, 12, C.slate2),
      range(3).map((i) =>
        join(
          pill(1104, 246 + i * 56, 180, 8, C.haze),
          pill(1104, 246 + i * 56, 60 + i * 40, 8, C.indigo),
          circle(1164 + i * 40, 250 + i * 56, 12, C.paper, { stroke: C.indigo, 'stroke-width': 4 }),
        ),
      ),
      swatches.map((c, i) => circle(1120 + i * 40, 440, 15, c)),
      rect(1104, 490, 180, 110, 'url(#gIndigo)', 14),
      pill(1104, 620, 180, 40, C.amber),
      // canvas: mobile artboard
      rect(400, 180, 660, 600, '#eef2f7'),
      rect(470, 220, 240, 500, C.paper, 26, { filter: 'url(#sh)' }),
      rect(470, 220, 240, 150, 'url(#gTealBlue)', 26),
      rect(470, 330, 240, 40, C.paper),
      circle(590, 330, 36, C.paper),
      circle(590, 330, 28, C.amber),
      pill(530, 390, 120, 14, C.slate2),
      pill(550, 414, 80, 10, C.line),
      range(3).map((i) => rect(494 + i * 66, 450, 58, 58, [C.mist, '#ccfbf1', '#fef3c7'][i], 14)),
      textLines(494, 536, [190, 160, 176], C.haze),
      pill(494, 640, 190, 44, C.indigo),
      // selected card with handles
      rect(760, 260, 250, 170, C.paper, 20, { filter: 'url(#sh)' }),
      rect(784, 284, 200, 80, C.mist, 12),
      pill(784, 382, 130, 12, C.line),
      rect(752, 252, 266, 186, 'none', 0, { stroke: C.blue, 'stroke-width': 3 }),
      [
        [752, 252],
        [1018, 252],
        [752, 438],
        [1018, 438],
      ].map(([x, y]) => rect(x - 8, y - 8, 16, 16, C.paper, 2, { stroke: C.blue, 'stroke-width': 3 })),
      // pen tool curve
      stroke('M770 620 C820 500 930 700 1000 560', C.amber, 6),
      line(770, 620, 800, 520, C.grey, 3),
      line(1000, 560, 960, 660, C.grey, 3),
      circle(800, 520, 8, C.paper, { stroke: C.grey, 'stroke-width': 3 }),
      circle(960, 660, 8, C.paper, { stroke: C.grey, 'stroke-width': 3 }),
      rect(760, 610, 20, 20, C.paper, 3, { stroke: C.amber, 'stroke-width': 4 }),
      rect(990, 550, 20, 20, C.amber, 3),
      // cursor
      path('M1030 590 L1030 650 L1046 636 L1058 662 L1070 656 L1058 630 L1078 630 Z', C.ink, {
        stroke: C.paper,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }),
      // floating palette
      card(1340, 300, 180, 300, C.paper, 26),
      swatches.map((c, i) => rect(1370, 330 + i * 50, 120, 36, c, 10)),
    ),
  )
}
