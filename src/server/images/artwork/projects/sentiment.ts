import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, line, num, path, pill, rect, stroke } from '../svg'
import { backdrop, card, dotGrid, textLines } from '../blocks/panels'
import { barChart } from '../blocks/charts'
import { CAST, type Look } from '../people/cast'
import { avatar } from '../people/busts'

export function projectSentiment(): Artwork {
  const smiley = (cx: number, cy: number, r: number, mood: 1 | 0 | -1) =>
    join(
      circle(cx, cy, r, mood === 1 ? C.green : mood === 0 ? C.amber : C.rose),
      circle(cx - r * 0.35, cy - r * 0.2, r * 0.12, C.paper),
      circle(cx + r * 0.35, cy - r * 0.2, r * 0.12, C.paper),
      mood === 0
        ? line(cx - r * 0.4, cy + r * 0.35, cx + r * 0.4, cy + r * 0.35, C.paper, r * 0.14)
        : stroke(
            `M${cx - r * 0.45} ${cy + r * (mood === 1 ? 0.25 : 0.5)} Q${cx} ${cy + r * (mood === 1 ? 0.7 : 0.1)} ${cx + r * 0.45} ${cy + r * (mood === 1 ? 0.25 : 0.5)}`,
            C.paper,
            r * 0.14,
          ),
    )
  const bubble = (x: number, y: number, w: number, mood: 1 | 0 | -1, look: Look, bg: string) =>
    join(
      avatar(x + 30, y + 40, 30, look, bg),
      rect(x + 76, y, w, 84, C.paper, 22, { filter: 'url(#sh)' }),
      textLines(x + 104, y + 24, [w - 130, w - 180], C.line, 12, 24),
      smiley(x + 76 + w, y + 8, 24, mood),
    )
  const gaugeR = 150
  const arc = (from: number, to: number, color: string) => {
    const p = (a: number) => [
      1230 + gaugeR * Math.cos((a * Math.PI) / 180),
      470 + gaugeR * Math.sin((a * Math.PI) / 180),
    ]
    const [x1, y1] = p(from)
    const [x2, y2] = p(to)
    return stroke(`M${num(x1)} ${num(y1)} A${gaugeR} ${gaugeR} 0 0 1 ${num(x2)} ${num(y2)}`, color, 40, {
      'stroke-linecap': 'butt',
    })
  }
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [1250, 420, 360, '#ffffff', 0.55],
        [160, 120, 260, C.violet, 0.12],
        [1480, 840, 260, C.teal, 0.16],
      ]),
      dotGrid(60, 660, 280, 196, 'dotsNavy'),
      bubble(110, 150, 400, 1, CAST[1], '#ccfbf1'),
      bubble(160, 290, 340, -1, CAST[2], '#fef3c7'),
      bubble(110, 430, 380, 1, CAST[3], C.mist),
      bubble(160, 570, 320, 0, CAST[4], '#e0f2fe'),
      // model node
      stroke('M620 300 C680 300 680 420 740 430 M620 580 C680 580 680 450 740 440', C.indigo, 5, {
        'stroke-dasharray': '10 12',
        opacity: 0.6,
      }),
      card(740, 300, 260, 280, 'url(#gNavy)', 32),
      (() => {
        const cols = [
          [0, 1, 2],
          [0, 1, 2, 3],
          [0, 1, 2],
        ]
        const pos = cols.map((col, ci) =>
          col.map((k) => [790 + ci * 80, 380 + (k + (4 - col.length) / 2) * 40] as [number, number]),
        )
        return join(
          pos
            .slice(1)
            .map((layer, li) =>
              layer
                .map(([x2, y2]) =>
                  pos[li].map(([x1, y1]) => line(x1, y1, x2, y2, C.lavender, 2, { opacity: 0.5 })).join(''),
                )
                .join(''),
            ),
          pos.flat().map(([x, y], i) => circle(x, y, 11, i % 4 === 0 ? C.amber : C.mint)),
        )
      })(),
      stroke('M1000 440 H1060', C.indigo, 6),
      path('M1060 426 L1082 440 L1060 454 Z', C.indigo),
      // gauge
      card(1070, 200, 330, 400, C.paper, 30),
      arc(180, 240, C.rose),
      arc(240, 300, C.amber),
      arc(300, 360, C.green),
      line(
        1230,
        470,
        1230 + 120 * Math.cos((-50 * Math.PI) / 180),
        470 + 120 * Math.sin((-50 * Math.PI) / 180),
        C.ink,
        10,
      ),
      circle(1230, 470, 18, C.ink),
      rect(1110, 520, 250, 50, C.snow, 14),
      pill(1130, 539, 160, 12, C.green),
      // distribution card
      card(1100, 650, 300, 170, C.paper, 26),
      barChart(1140, 680, 220, 110, [0.85, 0.45, 0.25], [C.green, C.amber, C.rose], 10),
    ),
  )
}
