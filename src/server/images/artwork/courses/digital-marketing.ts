import { C } from '../palette'
import { type Artwork, H, W, circle, doc, ellipse, join, path, pill, place, rect, stroke } from '../svg'
import { backdrop, card, dotGrid } from '../blocks/panels'
import { barChart } from '../blocks/charts'
import { icon } from '../blocks/icons'
import { CAST } from '../people/cast'
import { avatar } from '../people/busts'

export function courseDigitalMarketing(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gViolet)', [
        [1350, 140, 320, C.amber, 0.18],
        [200, 820, 300, C.teal, 0.2],
      ]),
      dotGrid(0, 0, W, H),
      circle(420, 470, 300, 'url(#gGlow)'),
      // megaphone
      place(
        420,
        470,
        join(
          path('M-150 -60 L60 -170 L60 170 L-150 60 Z', 'url(#gAmber)'),
          rect(-210, -70, 80, 140, C.paper, 22),
          ellipse(60, 0, 40, 170, '#d97706'),
          ellipse(60, 0, 22, 120, '#92400e', { opacity: 0.5 }),
          path('M-170 60 L-120 60 L-90 170 L-140 180 Z', C.paper),
          stroke('M140 -90 Q190 0 140 90', C.amberSoft, 12),
          stroke('M190 -140 Q270 0 190 140', C.amberSoft, 12, { opacity: 0.7 }),
          stroke('M240 -190 Q350 0 240 190', C.amberSoft, 12, { opacity: 0.4 }),
        ),
        0.95,
        -12,
      ),
      // growth card
      card(830, 110, 420, 300, C.paper, 28),
      pill(870, 150, 120, 14, C.slate2),
      barChart(
        870,
        200,
        330,
        170,
        [0.25, 0.4, 0.35, 0.6, 0.75, 1],
        [C.mist, C.mist, C.lavender, C.lavender, C.indigo, C.amber],
      ),
      stroke('M880 330 L980 290 L1060 300 L1180 200', C.teal, 7),
      stroke('M1150 196 L1184 198 L1176 232', C.teal, 7),
      // social post card
      card(960, 460, 380, 360, C.paper, 28),
      avatar(1010, 510, 26, CAST[1], '#ccfbf1'),
      pill(1050, 498, 120, 12, C.slate2),
      pill(1050, 518, 80, 10, C.line),
      rect(984, 556, 332, 170, 'url(#gTealBlue)', 16),
      circle(1240, 610, 30, C.amberSoft),
      path('M984 726 L1080 640 L1150 700 L1210 660 L1316 726 Z', '#ffffff', { opacity: 0.3 }),
      icon('heart', 1010, 766, 0.9, C.rose, 3, true),
      icon('chat', 1070, 766, 0.8, C.slate2, 4),
      pill(1110, 760, 100, 12, C.haze),
      // target
      place(
        1420,
        330,
        join(
          circle(0, 0, 90, C.paper, { filter: 'url(#sh)' }),
          circle(0, 0, 64, C.rose),
          circle(0, 0, 44, C.paper),
          circle(0, 0, 24, C.rose),
          stroke('M0 0 L80 -80', C.ink, 8),
          path('M80 -80 l8 -30 l22 22 Z', C.amber),
        ),
      ),
      // notification bubbles
      place(
        760,
        620,
        join(
          pill(-60, -30, 150, 60, C.paper, { filter: 'url(#sh)' }),
          icon('heart', -22, 0, 0.7, C.rose, 3, true),
          pill(6, -6, 60, 12, C.line),
        ),
      ),
      place(
        690,
        220,
        join(
          pill(-60, -30, 150, 60, C.paper, { filter: 'url(#sh)' }),
          icon('bell', -22, 0, 0.7, C.amber, 4),
          pill(6, -6, 60, 12, C.line),
        ),
      ),
    ),
  )
}
