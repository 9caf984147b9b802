import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, path, pill, place, range, rect, stroke } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { stars } from '../blocks/charts'
import { icon } from '../blocks/icons'
import { phone } from '../blocks/devices'
import { CAST } from '../people/cast'
import { avatar } from '../people/busts'

export function courseFlutter(): Artwork {
  const appA = (x: number, y: number, w: number, h: number) =>
    join(
      rect(x, y, w, 190, 'url(#gTealBlue)'),
      circle(x + w - 50, y + 60, 22, '#ffffff', { opacity: 0.3 }),
      rect(x + 28, y + 70, 150, 20, C.paper, 10),
      pill(x + 28, y + 104, 110, 12, '#ffffff', { opacity: 0.7 }),
      range(4).map((i) =>
        join(
          rect(x + 20, y + 214 + i * 96, w - 40, 80, C.paper, 18, { filter: 'url(#sh)' }),
          avatar(x + 62, y + 254 + i * 96, 24, CAST[i], [C.mist, '#ccfbf1', '#fef3c7', C.mist][i]),
          pill(x + 100, y + 238 + i * 96, 110 - i * 10, 12, C.slate2),
          pill(x + 100, y + 260 + i * 96, 80, 10, C.line),
          circle(x + w - 50, y + 254 + i * 96, 10, i === 1 ? C.amber : C.teal),
        ),
      ),
      rect(x, y + h - 70, w, 70, C.paper),
      range(4).map((i) => circle(x + w / 8 + (i * w) / 4, y + h - 36, 9, i === 0 ? C.blue : C.line)),
    )
  const appB = (x: number, y: number, w: number, h: number) =>
    join(
      rect(x, y, w, h, '#1e1b4b'),
      circle(x + w / 2, y + 220, 110, 'url(#gSunset)'),
      circle(x + w / 2, y + 220, 70, '#1e1b4b', { opacity: 0.25 }),
      circle(x + w / 2, y + 220, 18, '#1e1b4b'),
      pill(x + 40, y + 372, 160, 16, C.paper),
      pill(x + 40, y + 400, 100, 12, C.lavender),
      pill(x + 40, y + 446, w - 80, 8, '#312e81'),
      pill(x + 40, y + 446, (w - 80) * 0.6, 8, C.amber),
      circle(x + 40 + (w - 80) * 0.6, y + 450, 11, C.paper),
      circle(x + w / 2, y + 530, 38, C.amber),
      path(`M${x + w / 2 - 9} ${y + 514} L${x + w / 2 + 15} ${y + 530} L${x + w / 2 - 9} ${y + 546} Z`, C.paper),
      path(`M${x + w / 2 - 90} ${y + 518} l-22 12 l22 12 Z M${x + w / 2 - 112} ${y + 518} v24`, C.paper, {
        stroke: C.paper,
        'stroke-width': 4,
      }),
      path(`M${x + w / 2 + 90} ${y + 518} l22 12 l-22 12 Z M${x + w / 2 + 112} ${y + 518} v24`, C.paper, {
        stroke: C.paper,
        'stroke-width': 4,
      }),
    )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gSky)', [
        [300, 200, 260, C.sky, 0.2],
        [1350, 760, 320, C.indigo, 0.12],
        [800, 480, 380, '#ffffff', 0.5],
      ]),
      dotGrid(1210, 80, 280, 196, 'dotsNavy'),
      // widget tree
      (() => {
        const nodes: Array<[number, number, string]> = [
          [300, 250, C.navy],
          [200, 420, C.blue],
          [400, 420, C.teal],
          [140, 590, C.sky],
          [260, 590, C.indigo],
          [400, 590, C.amber],
        ]
        const links = [
          [0, 1],
          [0, 2],
          [1, 3],
          [1, 4],
          [2, 5],
        ]
        return join(
          links.map(([a, b]) =>
            stroke(
              `M${nodes[a][0]} ${nodes[a][1] + 34} V${(nodes[a][1] + nodes[b][1]) / 2} H${nodes[b][0]} V${nodes[b][1] - 34}`,
              C.navy,
              4,
              { opacity: 0.35 },
            ),
          ),
          nodes.map(([x, y, c], i) =>
            join(
              rect(x - 44, y - 34, 88, 68, c, 18, { filter: 'url(#sh)' }),
              i === 0
                ? icon('layers', x, y, 0.9, C.paper, 4)
                : join(
                    pill(x - 24, y - 10, 48, 8, '#ffffff', { opacity: 0.8 }),
                    pill(x - 24, y + 4, 30, 8, '#ffffff', { opacity: 0.5 }),
                  ),
            ),
          ),
        )
      })(),
      phone(500, 90, 340, 700, appA),
      place(900, 140, phone(0, 0, 320, 660, appB), 1, 6),
      // widgets
      card(1230, 330, 250, 110, C.paper, 24),
      pill(1260, 370, 84, 40, C.teal),
      circle(1324, 390, 16, C.paper),
      pill(1364, 374, 90, 12, C.line),
      pill(1364, 396, 60, 10, C.haze),
      card(1230, 480, 250, 110, C.paper, 24),
      stars(1266, 535, 5, 16, 4),
      card(1260, 630, 190, 110, C.paper, 24),
      pill(1290, 682, 130, 8, C.haze),
      pill(1290, 682, 80, 8, C.indigo),
      circle(1370, 686, 14, C.paper, { stroke: C.indigo, 'stroke-width': 5 }),
      place(
        140,
        720,
        join(circle(0, 0, 42, 'url(#gAmber)', { filter: 'url(#sh)' }), icon('bolt', 0, 0, 1.1, C.paper, 4, true)),
      ),
    ),
  )
}
