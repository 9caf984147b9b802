import { C } from '../palette'
import { type Artwork, H, W, circle, doc, ellipse, join, line, path, pill, range, rng } from '../svg'
import { backdrop, card, dotGrid, textLines } from '../blocks/panels'
import { donut, lineChart, smoothPath } from '../blocks/charts'
import { icon } from '../blocks/icons'

export function heroDataScience(): Artwork {
  const globe = (cx: number, cy: number, r: number) =>
    join(
      circle(cx, cy, r, 'url(#gTealBlue)', { opacity: 0.9 }),
      ellipse(cx, cy, r * 0.45, r, 'none', { stroke: C.paper, 'stroke-width': 3, opacity: 0.4 }),
      ellipse(cx, cy, r * 0.85, r, 'none', { stroke: C.paper, 'stroke-width': 3, opacity: 0.3 }),
      line(cx, cy - r, cx, cy + r, C.paper, 3, { opacity: 0.4 }),
      [-0.5, 0, 0.5].map((k) =>
        ellipse(cx, cy + k * r, Math.sqrt(1 - k * k) * r, 8, 'none', {
          stroke: C.paper,
          'stroke-width': 3,
          opacity: 0.35,
        }),
      ),
    )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNavy)', [
        [1300, 160, 320, C.teal, 0.2],
        [200, 200, 260, C.amber, 0.12],
      ]),
      dotGrid(0, 0, W, 520),
      // layered area waves
      path(
        smoothPath([
          [0, 700],
          [260, 620],
          [520, 660],
          [800, 540],
          [1080, 600],
          [1340, 480],
          [1600, 520],
        ]) + ' L1600 900 L0 900 Z',
        C.indigo,
        { opacity: 0.55 },
      ),
      path(
        smoothPath([
          [0, 780],
          [300, 700],
          [600, 740],
          [900, 640],
          [1200, 700],
          [1600, 610],
        ]) + ' L1600 900 L0 900 Z',
        C.teal,
        { opacity: 0.55 },
      ),
      path(
        smoothPath([
          [0, 850],
          [400, 790],
          [800, 820],
          [1200, 760],
          [1600, 780],
        ]) + ' L1600 900 L0 900 Z',
        C.navy,
        { opacity: 0.8 },
      ),
      // main glass dashboard
      card(420, 120, 760, 480, C.paper, 30),
      pill(470, 170, 160, 16, C.navy),
      range(3).map((i) => pill(1000 + i * 46, 166, 34, 22, i === 0 ? C.indigo : C.haze)),
      lineChart(470, 240, 380, 300, [0.3, 0.5, 0.42, 0.68, 0.6, 0.9, 0.84], C.indigo),
      donut(1010, 330, 90, 30, [
        [50, C.teal],
        [30, C.amber],
        [20, C.indigo],
      ]),
      textLines(930, 460, [160, 130], C.haze),
      range(3).map((i) =>
        join(circle(940 + i * 70, 520, 9, [C.teal, C.amber, C.indigo][i]), pill(955 + i * 70, 515, 34, 10, C.line)),
      ),
      globe(1350, 250, 120),
      // scatter card
      card(120, 260, 260, 260, C.paper, 26),
      (() => {
        const r = rng(9)
        const centres: Array<[number, number, string]> = [
          [195, 340, C.indigo],
          [310, 365, C.teal],
          [240, 455, C.amber],
        ]
        return join(
          centres.map(([cx, cy, c]) => circle(cx, cy, 52, c, { opacity: 0.1 })),
          range(27).map((i) => {
            const [cx, cy, c] = centres[i % 3]
            const a = r() * Math.PI * 2
            const d = Math.sqrt(r()) * 44
            return circle(cx + d * Math.cos(a), cy + d * Math.sin(a), 7, c, { opacity: 0.9 })
          }),
        )
      })(),
      card(1230, 470, 250, 130, C.paper, 24),
      circle(1280, 535, 28, C.amber),
      icon('trend', 1280, 535, 0.7, C.paper, 5),
      pill(1326, 515, 110, 16, C.slate2),
      pill(1326, 545, 70, 12, C.teal),
    ),
  )
}
