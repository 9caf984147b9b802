import { C } from '../palette'
import { type Artwork, H, W, circle, doc, grad, hexagon, join, line, pill, place, range, rect, stroke } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { icon } from '../blocks/icons'
import { cloud } from '../blocks/infrastructure'

export function heroCloudDevops(): Artwork {
  const nodes: Array<[number, number, string, string]> = [
    [520, 300, C.indigo, 'box'],
    [800, 230, C.teal, 'layers'],
    [1080, 300, C.amber, 'database'],
    [660, 500, C.blue, 'git'],
    [940, 500, C.violet, 'shieldCheck'],
  ]
  const edges = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 3],
    [1, 4],
    [2, 4],
    [3, 4],
  ]
  return doc(
    W,
    H,
    join(
      backdrop(W, H, grad(['#042f2e', '#0f172a', C.navy]), [[800, 360, 420, C.teal, 0.12]]),
      dotGrid(0, 0, W, H),
      cloud(800, 370, 1060, '#ffffff', { opacity: 0.06 }),
      cloud(800, 370, 1060, 'none', { stroke: C.mint, 'stroke-width': 3, opacity: 0.35, 'stroke-dasharray': '14 14' }),
      edges.map(([a, b]) => line(nodes[a][0], nodes[a][1], nodes[b][0], nodes[b][1], C.mint, 4, { opacity: 0.45 })),
      nodes.map(([x, y, c, n]) =>
        join(
          hexagon(x, y, 70, C.slate, { filter: 'url(#shDark)' }),
          hexagon(x, y, 56, c),
          icon(n, x, y, 1.2, C.paper, 4),
        ),
      ),
      // containers stack
      place(
        180,
        560,
        join(
          range(3).map((i) =>
            join(
              rect(0, -i * 64, 200, 56, [C.blue, C.teal, C.indigo][i], 10, { filter: 'url(#sh)' }),
              range(5).map((k) => rect(18 + k * 36, 14 - i * 64, 20, 28, '#ffffff', 4, { opacity: 0.3 })),
            ),
          ),
        ),
      ),
      // terminal card
      card(1220, 540, 260, 170, C.ink, 22, true),
      icon('terminal', 1260, 590, 0.7, C.mint, 5),
      pill(1290, 584, 120, 12, C.mint),
      pill(1260, 624, 170, 12, C.grey),
      pill(1260, 654, 100, 12, C.amber),
      // infinity loop
      place(
        570,
        760,
        stroke(
          'M0 0 C60 -90 150 -90 230 0 C310 90 400 90 460 0 C400 -90 310 -90 230 0 C150 90 60 90 0 0 Z',
          grad([C.amber, C.mint]),
          24,
        ),
      ),
      circle(800, 760, 14, C.paper),
    ),
  )
}
