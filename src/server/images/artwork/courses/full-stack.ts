import { C } from '../palette'
import { type Artwork, H, W, circle, doc, join, path, pill, place, range, rect, stroke } from '../svg'
import { backdrop, dotGrid, textLines } from '../blocks/panels'
import { browser, editor } from '../blocks/windows'
import { icon, iconTile } from '../blocks/icons'
import { database } from '../blocks/infrastructure'

export function courseFullStack(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [1380, 110, 280, C.violet, 0.12],
        [160, 820, 300, C.amber, 0.12],
        [820, 420, 460, '#ffffff', 0.45],
      ]),
      dotGrid(70, 60, 280, 196, 'dotsNavy'),
      browser(150, 120, 860, 620, (x, y, w) =>
        join(
          circle(x + 44, y + 38, 15, C.indigo),
          pill(x + 70, y + 32, 90, 12, C.navy),
          range(4).map((i) => pill(x + w - 430 + i * 78, y + 32, 54, 12, C.line)),
          pill(x + w - 112, y + 22, 76, 32, C.amber),
          rect(x + 44, y + 108, 310, 28, C.navy, 14),
          rect(x + 44, y + 150, 240, 28, C.navy, 14),
          textLines(x + 44, y + 206, [300, 268, 286]),
          pill(x + 44, y + 290, 150, 46, 'url(#gAmber)'),
          pill(x + 210, y + 290, 122, 46, C.mist),
          rect(x + 410, y + 96, w - 454, 250, 'url(#gIndigo)', 22),
          circle(x + w - 120, y + 150, 28, C.amberSoft),
          path(
            `M${x + 410} ${y + 346} L${x + 520} ${y + 230} L${x + 600} ${y + 300} L${x + 690} ${y + 200} L${x + w - 44} ${y + 346} Z`,
            '#ffffff',
            { opacity: 0.25 },
          ),
          range(3).map((i) => {
            const cw = (w - 88 - 40) / 3
            const cx = x + 44 + i * (cw + 20)
            return join(
              rect(cx, y + 386, cw, 160, C.snow, 18, { stroke: C.haze, 'stroke-width': 2 }),
              iconTile(cx + 22, y + 408, 54, [C.teal, C.indigo, C.amber][i], ['code', 'layers', 'rocket'][i]),
              textLines(cx + 22, y + 482, [cw - 70, cw - 110], C.line, 11, 22),
            )
          }),
        ),
      ),
      editor(860, 360, 590, 420, 11, 10),
      database(1330, 150, 140, 130, C.navy, C.violet),
      stroke('M1330 300 C1330 340 1300 350 1260 360', C.navy, 4, { 'stroke-dasharray': '10 12', opacity: 0.5 }),
      place(
        1470,
        330,
        join(circle(0, 0, 44, 'url(#gTeal)', { filter: 'url(#sh)' }), icon('check', 0, 0, 1.3, C.paper, 5)),
      ),
      place(110, 790, join(circle(0, 0, 40, C.paper, { filter: 'url(#sh)' }), icon('code', 0, 0, 1.1, C.indigo, 4))),
    ),
  )
}
