import { C } from '../palette'
import { type Artwork, H, W, circle, doc, g, grad, hexagon, join, path, pill, range, rect } from '../svg'
import { backdrop, card } from '../blocks/panels'
import { icon } from '../blocks/icons'
import { bitRain, radar, shieldLock } from '../blocks/security'

export function heroCybersecurity(): Artwork {
  const hexRows = g(
    join(
      range(8).map((row) =>
        join(range(16).map((col) => hexagon(col * 104 + (row % 2) * 52, row * 90 + 40, 50, 'none'))),
      ),
    ),
    {
      stroke: C.sky,
      'stroke-width': 2,
      opacity: 0.08,
    },
  )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNight)'),
      hexRows,
      circle(800, 450, 520, 'url(#gGlowIndigo)'),
      radar(800, 450, 360, C.sky, 4, 0.45),
      path(
        'M800 450 L800 90 A360 360 0 0 1 1111.8 270 Z',
        grad([
          [C.mint, 0.35],
          [C.mint, 0],
        ]),
        {},
      ),
      shieldLock(800, 450, 1.15, 'url(#gBlue)'),
      // orbiting nodes
      [
        [470, 230],
        [1130, 240],
        [420, 640],
        [1180, 660],
      ].map(([x, y], i) =>
        join(
          circle(x, y, 44, C.slate, { filter: 'url(#shDark)' }),
          icon(['eye', 'wifi', 'key', 'fingerprint'][i], x, y, 1, [C.mint, C.amber, C.sky, C.mint][i], 4),
        ),
      ),
      card(120, 160, 240, 130, C.slate, 22, true),
      circle(170, 225, 24, C.green),
      icon('check', 170, 225, 0.7, C.ink, 6),
      pill(210, 212, 110, 12, C.paper),
      pill(210, 234, 80, 10, C.grey),
      card(1250, 380, 240, 150, C.slate, 22, true),
      path('M1300 420 L1330 474 H1270 Z', C.amber, { stroke: C.amber, 'stroke-width': 10, 'stroke-linejoin': 'round' }),
      rect(1296, 436, 8, 20, C.ink, 4),
      circle(1300, 464, 4, C.ink),
      pill(1350, 430, 110, 12, C.paper),
      pill(1350, 454, 90, 10, C.grey),
      pill(1350, 478, 70, 10, C.grey),
      bitRain(80, 560, 280, 300, 13, C.mint),
    ),
  )
}
