import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, pill, place, range, rect, stroke } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { code, codeRows } from '../blocks/windows'
import { icon } from '../blocks/icons'
import { database } from '../blocks/infrastructure'
import { laptop } from '../blocks/devices'

export function heroFullStack(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNight)', [
        [1200, 200, 360, C.indigo, 0.3],
        [300, 760, 320, C.teal, 0.2],
      ]),
      dotGrid(0, 0, W, H),
      circle(720, 420, 460, 'url(#gGlowIndigo)'),
      laptop(380, 170, 720, (x, y, w, h) =>
        join(
          rect(x, y, 150, h, C.slate),
          range(6).map((i) =>
            join(
              rect(x + 24, y + 30 + i * 44, 18, 18, i === 1 ? C.amber : C.slate2, 4),
              pill(x + 52, y + 34 + i * 44, 70 - (i % 3) * 14, 10, i === 1 ? C.paper : C.grey),
            ),
          ),
          code(x + 180, y + 34, codeRows(21, 11), 34),
        ),
      ),
      // API braces card
      card(1130, 150, 300, 190, C.paper, 26),
      stroke(
        'M1190 200 C1170 200 1176 245 1160 245 C1176 245 1170 290 1190 290 M1370 200 C1390 200 1384 245 1400 245 C1384 245 1390 290 1370 290',
        C.indigo,
        9,
      ),
      circle(1240, 245, 12, C.amber),
      circle(1280, 245, 12, C.teal),
      circle(1320, 245, 12, C.indigo),
      // database card
      card(1160, 420, 260, 250, C.slate, 26, true),
      database(1290, 470, 130, 130, C.tealDark, C.mint),
      // reusable components
      place(
        230,
        290,
        join(
          circle(0, 0, 130, C.paper, { opacity: 0.05 }),
          rect(-92, -92, 84, 84, C.indigo, 22, { filter: 'url(#shDark)' }),
          rect(8, -92, 84, 84, C.teal, 22, { filter: 'url(#shDark)' }),
          rect(-92, 8, 84, 84, C.sky, 22, { filter: 'url(#shDark)' }),
          place(50, 50, rect(-42, -42, 84, 84, C.amber, 22, { filter: 'url(#shDark)' }), 1, 18),
          icon('code', -50, -50, 0.9, C.paper, 4),
          icon('layers', 50, -50, 0.9, C.paper, 4),
          icon('box', -50, 50, 0.9, C.paper, 4),
          icon('bolt', 50, 50, 0.8, C.ink, 4, true),
        ),
      ),
      // terminal
      card(140, 560, 330, 190, C.ink, 24, true),
      rect(140, 560, 330, 44, C.slate, 24),
      rect(140, 584, 330, 20, C.slate),
      icon('terminal', 184, 650, 0.8, C.mint, 5),
      pill(214, 644, 170, 12, C.mint),
      pill(184, 690, 120, 12, C.grey),
      pill(314, 690, 80, 12, C.amber),
      place(1460, 760, join(circle(0, 0, 48, 'url(#gAmber)'), icon('rocket', 0, 0, 1.2, C.ink, 4))),
      stroke('M470 640 C560 640 560 720 640 720', C.grey, 4, { 'stroke-dasharray': '8 10', opacity: 0.6 }),
      stroke('M1110 300 C1090 300 1100 360 1080 360', C.grey, 4, { 'stroke-dasharray': '8 10', opacity: 0.6 }),
    ),
  )
}
