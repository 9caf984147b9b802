import { C } from '../palette'
import { type Artwork, H, W, circle, doc, grad, join, path, pill, range, rect } from '../svg'
import { backdrop, card, textLines } from '../blocks/panels'
import { icon } from '../blocks/icons'
import { bitRain, radar, shieldLock } from '../blocks/security'

export function courseCybersecurity(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNight)', [[800, 450, 420, C.blue, 0.12]]),
      bitRain(0, 0, W, H, 7, C.mint),
      circle(800, 450, 400, 'url(#gGlowTeal)'),
      radar(800, 450, 400, C.mint, 5, 0.5),
      shieldLock(800, 440, 1.05, 'url(#gTealBlue)'),
      // scan line
      rect(520, 600, 560, 6, C.mint, 3, { opacity: 0.7 }),
      rect(
        520,
        606,
        560,
        60,
        grad(
          [
            [C.mint, 0.25],
            [C.mint, 0],
          ],
          true,
        ),
      ),
      // password card
      card(150, 190, 340, 170, C.slate, 24, true),
      circle(200, 240, 20, C.amber),
      icon('key', 200, 240, 0.6, C.ink, 5),
      pill(236, 232, 120, 14, C.grey),
      rect(180, 284, 280, 48, C.ink, 14),
      range(6).map((i) => circle(208 + i * 30, 308, 8, C.paper)),
      // alert card
      card(1150, 180, 320, 150, C.slate, 24, true),
      path('M1210 220 L1244 280 H1176 Z', C.amber, { stroke: C.amber, 'stroke-width': 10, 'stroke-linejoin': 'round' }),
      rect(1206, 238, 8, 22, C.ink, 4),
      circle(1210, 270, 4.5, C.ink),
      textLines(1270, 230, [150, 110, 130], C.grey, 12, 26),
      // fingerprint card
      card(1180, 560, 260, 210, C.slate, 24, true),
      icon('fingerprint', 1310, 665, 3, C.mint, 3),
      // status card
      card(170, 560, 310, 200, C.slate, 24, true),
      range(3).map((i) =>
        join(
          circle(210, 612 + i * 48, 12, i === 2 ? C.amber : C.teal),
          pill(236, 606 + i * 48, 150 + ((i * 37) % 60), 12, C.slate2),
        ),
      ),
    ),
  )
}
