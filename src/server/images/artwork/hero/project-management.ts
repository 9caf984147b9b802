import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, line, path, pill, place, range, rect, stroke } from '../svg'
import { backdrop, card, dotGrid, textLines } from '../blocks/panels'
import { progressRing } from '../blocks/charts'
import { icon } from '../blocks/icons'
import { CAST } from '../people/cast'
import { avatar } from '../people/busts'

export function heroProjectManagement(): Artwork {
  const rows: Array<[number, number, string]> = [
    [0, 3, C.indigo],
    [2, 4, C.teal],
    [3, 3, C.amber],
    [5, 4, C.violet],
    [7, 3, C.tealDark],
  ]
  const gx = 480
  const colW = 66
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNavy)', [
        [1420, 780, 300, C.amber, 0.18],
        [160, 120, 260, C.teal, 0.2],
      ]),
      dotGrid(0, 0, W, H),
      card(180, 130, 1000, 620, C.paper, 30),
      pill(230, 182, 180, 18, C.navy),
      avatar(1020, 190, 26, CAST[0], C.mist),
      avatar(1064, 190, 26, CAST[1], '#ccfbf1'),
      avatar(1108, 190, 26, CAST[2], '#fef3c7'),
      // gantt grid
      range(11).map((i) => line(gx + i * colW, 250, gx + i * colW, 700, C.haze, 2)),
      range(10).map((i) => pill(gx + i * colW + 14, 256, 38, 10, C.line)),
      rows.map(([start, len, color], i) =>
        join(
          avatar(250, 330 + i * 80, 22, CAST[i], [C.mist, '#ccfbf1', '#fef3c7', C.mist, '#e0f2fe'][i]),
          pill(290, 324 + i * 80, 130 - (i % 2) * 30, 12, C.slate2),
          pill(gx + start * colW + 6, 312 + i * 80, len * colW - 12, 36, color),
          pill(gx + start * colW + 20, 324 + i * 80, (len * colW - 40) * (i < 2 ? 1 : 0.5), 12, '#ffffff', {
            opacity: 0.55,
          }),
        ),
      ),
      stroke(
        `M${gx + 2 * colW + 30} 330 C${gx + 2 * colW + 30} 370 ${gx + 2 * colW + 30} 380 ${gx + 2 * colW + 40} 400`,
        C.grey,
        3,
        { 'stroke-dasharray': '6 8' },
      ),
      line(gx + 4.5 * colW, 240, gx + 4.5 * colW, 710, C.amber, 4),
      circle(gx + 4.5 * colW, 240, 10, C.amber),
      path(`M${gx + 9.5 * colW} 690 l22 -22 l22 22 l-22 22 Z`, C.rose),
      // progress ring card
      card(1230, 140, 250, 260, C.paper, 28),
      progressRing(1355, 270, 80, 26, 0.72, C.teal),
      circle(1355, 270, 40, C.snow),
      icon('check', 1355, 270, 0.9, C.teal, 6),
      // calendar card
      card(1230, 450, 250, 300, C.paper, 28),
      rect(1230, 450, 250, 70, C.amber, 28),
      rect(1230, 490, 250, 30, C.amber),
      range(20).map((i) =>
        rect(
          1256 + (i % 5) * 42,
          544 + Math.floor(i / 5) * 48,
          30,
          30,
          i === 8 ? C.indigo : i === 13 ? C.teal : C.haze,
          8,
        ),
      ),
      // kanban sticky notes
      place(
        110,
        700,
        join(
          rect(0, 0, 140, 120, C.amberSoft, 12, { filter: 'url(#sh)' }),
          textLines(20, 28, [90, 70, 80], '#b45309', 10, 22),
        ),
        1,
        -8,
      ),
    ),
  )
}
