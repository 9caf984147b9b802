import { C } from '../palette'
import { type Artwork, H, W, circle, clip, doc, join, line, path, pill, place, range, rect, stroke } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { browser } from '../blocks/windows'
import { stars } from '../blocks/charts'
import { icon } from '../blocks/icons'

function product(x: number, y: number, w: number, kind: number): string {
  const h = w * 0.8
  const bg = [C.mist, '#fef3c7', '#ccfbf1', '#fce7f3', '#e0f2fe', '#ede9fe'][kind % 6]
  const cx = x + w / 2
  const cy = y + h / 2
  const shape = [
    // t-shirt
    path(
      `M${cx - 50} ${cy - 50} L${cx - 20} ${cy - 62} Q${cx} ${cy - 46} ${cx + 20} ${cy - 62} L${cx + 50} ${cy - 50} L${cx + 70} ${cy - 14} L${cx + 44} ${cy - 4} L${cx + 44} ${cy + 58} L${cx - 44} ${cy + 58} L${cx - 44} ${cy - 4} L${cx - 70} ${cy - 14} Z`,
      C.indigo,
    ),
    // watch
    join(
      rect(cx - 22, cy - 74, 44, 148, C.slate2, 12),
      circle(cx, cy, 46, C.ink),
      circle(cx, cy, 36, C.amber),
      line(cx, cy, cx, cy - 22, C.ink, 5),
      line(cx, cy, cx + 16, cy, C.ink, 5),
    ),
    // sneaker
    join(
      path(
        `M${cx - 80} ${cy + 30} L${cx - 70} ${cy - 30} Q${cx - 40} ${cy - 24} ${cx - 20} ${cy - 44} L${cx + 30} ${cy - 8} Q${cx + 70} ${cy - 4} ${cx + 80} ${cy + 30} Z`,
        C.teal,
      ),
      rect(cx - 84, cy + 26, 168, 18, C.paper, 9),
      line(cx - 30, cy - 20, cx - 14, cy - 32, C.paper, 5),
      line(cx - 18, cy - 10, cx - 2, cy - 22, C.paper, 5),
    ),
    // handbag
    join(
      stroke(`M${cx - 30} ${cy - 20} V${cy - 40} A30 30 0 0 1 ${cx + 30} ${cy - 40} V${cy - 20}`, '#be185d', 10),
      rect(cx - 64, cy - 24, 128, 96, '#f472b6', 18),
      rect(cx - 14, cy, 28, 16, C.amberSoft, 4),
    ),
    // headphones
    join(
      stroke(`M${cx - 54} ${cy + 10} V${cy - 10} A54 54 0 0 1 ${cx + 54} ${cy - 10} V${cy + 10}`, C.navy, 14),
      rect(cx - 74, cy, 40, 64, C.blue, 16),
      rect(cx + 34, cy, 40, 64, C.blue, 16),
    ),
    // camera
    join(
      rect(cx - 76, cy - 40, 152, 100, C.slate2, 18),
      rect(cx - 40, cy - 58, 60, 24, C.slate2, 8),
      circle(cx, cy + 10, 36, C.ink),
      circle(cx, cy + 10, 24, C.violet),
      circle(cx + 52, cy - 20, 7, C.amber),
    ),
  ][kind % 6]
  return join(
    rect(x, y, w, h, bg, 16),
    place(cx, cy, place(-cx, -cy, shape), w / 260),
    pill(x, y + h + 16, w * 0.7, 12, C.slate2),
    pill(x, y + h + 40, w * 0.35, 14, C.indigo),
    stars(x + w * 0.5, y + h + 47, 4, 6, 4),
  )
}

export function projectEcommerce(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [1460, 120, 280, C.violet, 0.12],
        [120, 820, 280, C.teal, 0.14],
      ]),
      dotGrid(60, 640, 300, 200, 'dotsNavy'),
      browser(140, 90, 1000, 720, (x, y, w) =>
        join(
          circle(x + 44, y + 38, 15, C.amber),
          pill(x + 70, y + 32, 90, 12, C.navy),
          pill(x + 300, y + 20, 360, 36, C.snow, { stroke: C.haze, 'stroke-width': 2 }),
          icon('search', x + 328, y + 38, 0.45, C.grey, 5),
          icon('cart', x + w - 60, y + 40, 0.9, C.navy, 4),
          circle(x + w - 40, y + 22, 12, C.rose),
          clip(
            rect(x + 40, y + 84, w - 80, 170, '#000', 22),
            join(
              rect(x + 40, y + 84, w - 80, 170, 'url(#gNavy)'),
              circle(x + w - 200, y + 200, 130, C.amber, { opacity: 0.3 }),
              circle(x + w - 150, y + 150, 60, C.amber, { opacity: 0.7 }),
              icon('cart', x + w - 330, y + 170, 1.6, C.paper, 4),
            ),
          ),
          rect(x + 80, y + 130, 260, 24, C.paper, 12),
          pill(x + 80, y + 170, 180, 12, C.lavender),
          pill(x + 80, y + 200, 120, 34, C.amber),
          range(4).map((i) => product(x + 40 + i * ((w - 80 - 60) / 4 + 20), y + 290, (w - 80 - 60) / 4, i)),
        ),
      ),
      // cart panel
      card(1180, 170, 320, 420, C.paper, 28),
      pill(1214, 210, 110, 16, C.navy),
      range(3).map((i) =>
        join(
          rect(1214, 252 + i * 86, 64, 64, [C.mist, '#fef3c7', '#ccfbf1'][i], 14),
          pill(1294, 264 + i * 86, 120, 12, C.slate2),
          pill(1294, 288 + i * 86, 70, 12, C.indigo),
          rect(1430, 268 + i * 86, 40, 32, C.snow, 8, { stroke: C.haze, 'stroke-width': 2 }),
        ),
      ),
      line(1214, 512, 1466, 512, C.haze, 2),
      pill(1214, 532, 252, 44, 'url(#gAmber)'),
      // payment card
      place(
        1200,
        640,
        join(
          rect(0, 0, 300, 180, 'url(#gTealBlue)', 24, { filter: 'url(#sh)' }),
          rect(28, 50, 54, 40, C.amberSoft, 8),
          range(4).map((i) => pill(28 + i * 64, 120, 48, 12, '#ffffff', { opacity: 0.7 })),
          circle(236, 40, 18, '#ffffff', { opacity: 0.5 }),
          circle(260, 40, 18, '#ffffff', { opacity: 0.3 }),
        ),
        1,
        -6,
      ),
    ),
  )
}
