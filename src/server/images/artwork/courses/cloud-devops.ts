import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, line, place, stroke } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { icon } from '../blocks/icons'
import { cloud, serverRack } from '../blocks/infrastructure'

function pipeline(
  x: number,
  y: number,
  w: number,
  names: string[],
  colors: string[],
  r = 42,
  trackColor: string = C.line,
): string {
  const step = w / (names.length - 1)
  return join(
    line(x, y, x + w, y, trackColor, 8, { 'stroke-dasharray': '2 18' }),
    names.map((n, i) =>
      join(
        circle(x + i * step, y, r, colors[i % colors.length], { filter: 'url(#sh)' }),
        icon(n, x + i * step, y, r / 36, C.paper, 4),
      ),
    ),
  )
}

export function courseCloudDevops(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [800, 260, 420, '#ffffff', 0.6],
        [1460, 820, 260, C.teal, 0.12],
        [120, 860, 220, C.violet, 0.1],
      ]),
      dotGrid(1240, 60, 300, 200, 'dotsNavy'),
      cloud(800, 240, 560, 'url(#gNavy)', { filter: 'url(#sh)' }),
      cloud(640, 150, 170, '#ffffff', { opacity: 0.16 }),
      stroke('M800 300 V190 M760 230 L800 190 L840 230', C.amberSoft, 16),
      stroke('M620 370 C620 420 420 410 420 470 M800 410 V470 M980 370 C980 420 1180 410 1180 470', C.navy, 5, {
        'stroke-dasharray': '12 12',
        opacity: 0.45,
      }),
      serverRack(310, 470, 220, 3, 3),
      serverRack(690, 470, 220, 3, 5),
      serverRack(1070, 470, 220, 3, 8),
      card(260, 680, 1080, 150, C.paper, 30),
      pipeline(
        360,
        755,
        880,
        ['code', 'git', 'box', 'check', 'rocket'],
        [C.indigo, C.violet, C.teal, C.tealDark, C.amber],
      ),
      // infinity loop
      place(
        60,
        300,
        stroke(
          'M0 0 C40 -60 100 -60 120 0 C140 60 200 60 240 0 C200 -60 140 -60 120 0 C100 60 40 60 0 0 Z',
          'url(#gTealBlue)',
          18,
        ),
        0.75,
      ),
      place(1450, 400, join(circle(0, 0, 46, C.paper, { filter: 'url(#sh)' }), icon('layers', 0, 0, 1.2, C.teal, 4))),
    ),
  )
}
