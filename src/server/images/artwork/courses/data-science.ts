import { C } from '../palette'
import { type Artwork, H, W, circle, doc, g, join, line, pill, range, rect, rng } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { barChart, donut, lineChart } from '../blocks/charts'

export function courseDataScience(): Artwork {
  const kpi = (x: number, y: number, color: string, vals: number[], seed: number) =>
    join(
      rect(x, y, 250, 130, C.slate, 18),
      circle(x + 36, y + 38, 14, color, { opacity: 0.9 }),
      pill(x + 60, y + 32, 80, 12, C.grey),
      rect(x + 24, y + 72, 110 + (seed % 3) * 20, 24, C.paper, 12),
      lineChart(x + 150, y + 62, 80, 44, vals, color, { area: false, dots: false, width: 5 }),
    )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gDark)', [
        [1300, 120, 320, C.indigo, 0.35],
        [220, 880, 320, C.teal, 0.18],
      ]),
      dotGrid(0, 0, W, H),
      circle(1300, 120, 300, 'url(#gGlowIndigo)'),
      card(140, 120, 920, 660, C.ink, 28, true),
      kpi(180, 160, C.teal, [0.2, 0.5, 0.35, 0.8, 0.7, 1], 1),
      kpi(470, 160, C.amber, [0.6, 0.4, 0.7, 0.5, 0.9, 0.8], 2),
      kpi(760, 160, C.lavender, [0.3, 0.35, 0.6, 0.55, 0.7, 0.95], 3),
      rect(180, 320, 420, 420, C.slate, 18),
      pill(210, 352, 130, 12, C.grey),
      barChart(214, 410, 356, 290, [0.45, 0.7, 0.55, 0.9, 0.62, 0.8, 0.38], [C.teal, C.sky, C.violet, C.amber]),
      rect(620, 320, 390, 420, C.slate, 18),
      pill(650, 352, 110, 12, C.grey),
      lineChart(650, 420, 330, 270, [0.2, 0.45, 0.35, 0.7, 0.55, 0.85, 0.78], C.amber),
      lineChart(650, 420, 330, 270, [0.1, 0.2, 0.3, 0.28, 0.45, 0.5, 0.62], C.teal, { dots: false, width: 5 }),
      card(1110, 140, 350, 330, C.paper, 26),
      donut(1285, 300, 96, 36, [
        [45, C.indigo],
        [30, C.teal],
        [25, C.amber],
      ]),
      circle(1285, 300, 50, C.snow),
      card(1110, 510, 350, 270, C.paper, 26),
      (() => {
        const r = rng(42)
        return join(
          range(26).map((i) => {
            const t = r()
            const px = 1150 + t * 270
            const py = 740 - t * 170 + (r() - 0.5) * 80
            return circle(px, py, 8, i % 3 ? C.indigo : C.teal, { opacity: 0.85 })
          }),
          line(1150, 745, 1430, 560, C.amber, 6),
        )
      })(),
      // neural network ornament
      (() => {
        const layers = [
          [0, 1, 2],
          [0, 1, 2, 3],
          [0, 1],
        ]
        const xs = [1180, 1290, 1400]
        const pos = layers.map((l, li) =>
          l.map((k) => [xs[li], 40 + (k + (4 - l.length) / 2) * 18] as [number, number]),
        )
        return g(
          join(
            pos
              .slice(1)
              .map((layer, li) =>
                layer
                  .map(([x2, y2]) =>
                    pos[li].map(([x1, y1]) => line(x1, y1, x2, y2, C.lavender, 1.5, { opacity: 0.5 })).join(''),
                  )
                  .join(''),
              ),
            pos.flat().map(([x, y]) => circle(x, y, 6, C.mint)),
          ),
          { opacity: 0.9 },
        )
      })(),
    ),
  )
}
