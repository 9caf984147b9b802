import { C } from './palette'
import {
  type Artwork,
  H,
  W,
  circle,
  clip,
  doc,
  ellipse,
  g,
  grad,
  join,
  line,
  path,
  place,
  range,
  rect,
  stroke,
} from './svg'
import { textLines } from './blocks/panels'
import { code, codeRows } from './blocks/windows'
import { barChart, donut, lineChart } from './blocks/charts'
import { icon } from './blocks/icons'
import { plant } from './blocks/plant'
import { CAST } from './people/cast'
import { backView, bust } from './people/busts'
import { standing } from './people/standing'

export function aboutCampus(): Artwork {
  const windowPane = (x: number, y: number, w: number, h: number) =>
    join(
      rect(x, y, w, h, '#f8fafc', 10),
      clip(
        rect(x + 14, y + 14, w - 28, h - 28, '#000'),
        join(
          rect(x, y, w, h, grad(['#bae6fd', '#e0f2fe'], true)),
          range(6).map((i) =>
            rect(
              x + 14 + i * ((w - 28) / 6),
              y + h - 60 - ((i * 53) % 90),
              (w - 28) / 6 - 6,
              200,
              i % 2 ? '#93c5fd' : '#a5b4fc',
              4,
            ),
          ),
          circle(x + w - 60, y + 70, 26, '#fde68a'),
        ),
      ),
      rect(x + w / 2 - 5, y + 14, 10, h - 28, '#f8fafc'),
    )
  const desk = (x: number, y: number, w: number) =>
    join(
      rect(x, y, w, 26, '#b45309', 8),
      rect(x + 20, y + 26, 16, 110, '#78350f'),
      rect(x + w - 36, y + 26, 16, 110, '#78350f'),
    )
  const students: Array<[number, number, number, number]> = [
    [330, 690, 0, 0.5],
    [600, 700, 1, 0.5],
    [990, 700, 2, 0.5],
    [1270, 690, 5, 0.5],
  ]
  return doc(
    W,
    H,
    join(
      rect(0, 0, W, H, grad(['#eef2ff', '#e0e7ff'], true)),
      rect(0, 640, W, 260, grad(['#cbd5e1', '#94a3b8'], true)),
      rect(0, 630, W, 14, '#f8fafc'),
      // ceiling lamps
      [400, 800, 1200].map((x) =>
        join(
          line(x, 0, x, 60, C.slate2, 4),
          path(`M${x - 50} 100 Q${x} 40 ${x + 50} 100 Z`, C.navy),
          ellipse(x, 100, 50, 8, C.amberSoft),
        ),
      ),
      windowPane(60, 150, 260, 380),
      // screen with lesson
      rect(470, 150, 660, 380, C.slate, 20, { filter: 'url(#sh)' }),
      rect(490, 170, 620, 340, C.ink, 10),
      clip(rect(490, 170, 350, 340, '#000'), code(520, 200, codeRows(5, 7), 38)),
      rect(860, 200, 220, 150, C.slate, 12),
      barChart(884, 220, 170, 110, [0.4, 0.6, 0.5, 0.9], [C.teal, C.amber, C.indigo, C.sky], 6),
      rect(860, 370, 220, 110, C.slate, 12),
      donut(
        920,
        425,
        34,
        14,
        [
          [70, C.amber],
          [30, C.mint],
        ],
        C.slate2,
      ),
      textLines(976, 404, [80, 60, 70], C.grey, 10, 20),
      rect(780, 530, 40, 60, C.slate2),
      // instructor
      place(
        1290,
        318,
        g(standing({ ...CAST[0], jacket: C.navy, shirt: '#e0f2fe' }, C.slate, true), { transform: 'scale(-1 1)' }),
        0.3,
      ),
      // right wall board
      rect(1390, 170, 150, 200, C.paper, 12, { filter: 'url(#sh)' }),
      range(6).map((i) =>
        rect(1410 + (i % 2) * 66, 190 + Math.floor(i / 2) * 58, 50, 44, [C.amberSoft, '#99f6e4', '#c7d2fe'][i % 3], 6),
      ),
      plant(1480, 560, 0.8),
      plant(110, 560, 0.7),
      // desks and students from behind
      students.map(([x, y, i, s]) =>
        join(
          rect(x - 90, y - 120, 180, 110, C.slate, 10),
          rect(x - 82, y - 112, 164, 94, C.ink, 6),
          clip(rect(x - 82, y - 112, 164, 94, '#000', 6), code(x - 66, y - 96, codeRows(x, 4), 20, 8)),
          rect(x - 10, y - 10, 20, 20, C.slate2),
          desk(x - 130, y + 6, 260),
          place(
            x + (i % 2 ? 30 : -30),
            y + 50,
            backView(CAST[i].skin, CAST[i].hair, CAST[i].shirt, CAST[i].style === 'long' || CAST[i].style === 'wavy'),
            s,
          ),
        ),
      ),
    ),
  )
}

export function aboutTeam(): Artwork {
  const people: Array<[number, number, number]> = [
    [330, 470, 2],
    [580, 430, 1],
    [820, 410, 0],
    [1060, 430, 3],
    [1300, 470, 4],
  ]
  const laptopBack = (x: number, y: number) =>
    join(
      path(`M${x - 90} ${y} L${x + 90} ${y} L${x + 80} ${y - 110} L${x - 80} ${y - 110} Z`, '#cbd5e1'),
      circle(x, y - 56, 12, '#f8fafc'),
    )
  return doc(
    W,
    H,
    join(
      rect(0, 0, W, H, grad(['#f8fafc', '#e0e7ff'], true)),
      circle(800, 330, 420, '#ffffff', { opacity: 0.8 }),
      // wall frames
      rect(120, 110, 220, 150, C.paper, 14, { filter: 'url(#sh)' }),
      lineChart(145, 140, 170, 90, [0.2, 0.5, 0.4, 0.8, 0.9], C.indigo, { dots: false, width: 5 }),
      rect(1270, 100, 200, 160, C.paper, 14, { filter: 'url(#sh)' }),
      donut(1370, 180, 48, 18, [
        [55, C.teal],
        [25, C.amber],
        [20, C.indigo],
      ]),
      plant(1480, 640, 0.9),
      // speech bubbles
      place(
        450,
        150,
        join(
          rect(-70, -50, 140, 100, C.paper, 26, { filter: 'url(#sh)' }),
          path('M-10 50 L10 50 L-20 80 Z', C.paper),
          icon('bulb', 0, 0, 1.2, C.amber, 4),
        ),
      ),
      place(
        820,
        110,
        join(
          rect(-70, -50, 140, 100, C.indigo, 26, { filter: 'url(#sh)' }),
          path('M-10 50 L10 50 L0 80 Z', C.indigo),
          icon('code', 0, 0, 1.2, C.paper, 4),
        ),
      ),
      place(
        1180,
        150,
        join(
          rect(-70, -50, 140, 100, C.paper, 26, { filter: 'url(#sh)' }),
          path('M-10 50 L10 50 L20 80 Z', C.paper),
          icon('check', 0, 0, 1.3, C.teal, 6),
        ),
      ),
      people.map(([x, y, i]) => place(x, y, bust(CAST[i]), 0.52)),
      // table
      path('M120 700 Q800 600 1480 700 L1520 900 H80 Z', grad(['#1e3a8a', '#312e81'], true)),
      path('M120 700 Q800 600 1480 700 L1486 716 Q800 618 114 716 Z', '#ffffff', { opacity: 0.15 }),
      laptopBack(480, 720),
      laptopBack(1120, 720),
      rect(740, 650, 130, 84, C.paper, 8, { opacity: 0.9 }),
      textLines(756, 668, [90, 70, 80], C.line, 8, 18),
      place(300, 760, join(rect(-22, -40, 44, 50, C.paper, 8), stroke('M22 -28 Q40 -20 22 -6', C.paper, 6))),
      place(1330, 770, join(rect(-22, -40, 44, 50, C.amber, 8), stroke('M22 -28 Q40 -20 22 -6', C.amber, 6))),
    ),
  )
}
