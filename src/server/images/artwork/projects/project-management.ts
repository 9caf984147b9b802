import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, line, pill, place, range, rect } from '../svg'
import { backdrop, card, dotGrid, textLines } from '../blocks/panels'
import { browser } from '../blocks/windows'
import { lineChart, progressRing } from '../blocks/charts'
import { icon } from '../blocks/icons'
import { CAST } from '../people/cast'
import { avatar } from '../people/busts'

export function projectManagementBoard(): Artwork {
  const columns: Array<[string, number]> = [
    [C.grey, 3],
    [C.amber, 3],
    [C.teal, 2],
  ]
  const tags = [C.indigo, C.teal, C.amber, '#f472b6', C.sky]
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gWarm)', [
        [1400, 120, 260, C.indigo, 0.12],
        [200, 800, 300, C.amber, 0.12],
      ]),
      dotGrid(1260, 660, 300, 200, 'dotsNavy'),
      browser(120, 90, 1080, 720, (x, y) =>
        join(
          pill(x + 40, y + 30, 160, 18, C.navy),
          range(4).map((i) =>
            avatar(x + 840 + i * 44, y + 40, 22, CAST[i], [C.mist, '#ccfbf1', '#fef3c7', '#e0f2fe'][i]),
          ),
          pill(x + 1000, y + 24, 44, 32, C.indigo),
          columns.map(([color, n], ci) => {
            const cx = x + 40 + ci * 340
            return join(
              rect(cx, y + 90, 320, 560, '#f1f5f9', 20),
              circle(cx + 30, y + 124, 9, color),
              pill(cx + 50, y + 118, 100, 12, C.slate2),
              pill(cx + 270, y + 114, 30, 20, C.haze),
              range(n).map((k) => {
                const ty = y + 160 + k * 160
                const seed = ci * 3 + k
                return join(
                  rect(cx + 16, ty, 288, 140, C.paper, 16, { filter: 'url(#sh)' }),
                  pill(cx + 36, ty + 20, 60, 14, tags[seed % tags.length], { opacity: 0.85 }),
                  pill(cx + 104, ty + 20, 44, 14, tags[(seed + 2) % tags.length], { opacity: 0.35 }),
                  textLines(cx + 36, ty + 50, [220 - (seed % 3) * 30, 160], C.line, 11, 22),
                  ci === 1
                    ? join(pill(cx + 36, ty + 108, 160, 8, C.haze), pill(cx + 36, ty + 108, 60 + k * 40, 8, C.amber))
                    : ci === 2
                      ? icon('check', cx + 46, ty + 112, 0.6, C.teal, 6)
                      : pill(cx + 36, ty + 106, 70, 12, C.haze),
                  avatar(cx + 272, ty + 110, 16, CAST[(seed + 1) % CAST.length], C.mist),
                )
              }),
            )
          }),
          // dragged card
          place(
            x + 700,
            y + 500,
            join(
              rect(0, 0, 288, 120, C.paper, 16, { filter: 'url(#sh)' }),
              pill(20, 20, 60, 14, C.violet),
              textLines(20, 50, [200, 140], C.line, 11, 22),
            ),
            1,
            -4,
          ),
        ),
      ),
      // burndown card
      card(1230, 170, 280, 230, C.paper, 26),
      pill(1260, 200, 100, 12, C.slate2),
      line(1260, 240, 1480, 370, C.haze, 4, { 'stroke-dasharray': '8 10' }),
      lineChart(1260, 240, 220, 130, [1, 0.85, 0.8, 0.55, 0.45, 0.2], C.indigo, { dots: false, width: 5 }),
      card(1230, 440, 280, 230, C.paper, 26),
      progressRing(1370, 555, 70, 22, 0.64, C.amber),
      icon('calendar', 1370, 555, 0.9, C.slate2, 4),
    ),
  )
}
