import { C } from '../palette'
import { circle, ellipse, join, path, place, rect, stroke } from '../svg'
import type { Look } from './cast'
import { hairBack, hairFront } from './hair'
import { face } from './busts'

export function standing(look: Look, trousers: string, pointing = false): string {
  // Full figure, head centred on 0,50, feet at y≈1040.
  return join(
    rect(-96, 600, 82, 420, trousers, 30),
    rect(14, 600, 82, 420, trousers, 30),
    ellipse(-60, 1030, 62, 24, C.ink),
    ellipse(56, 1030, 62, 24, C.ink),
    stroke('M-150 280 C-200 380 -196 480 -170 580', look.jacket ?? look.shirt, 64),
    pointing
      ? stroke('M150 280 C230 240 280 170 300 90', look.jacket ?? look.shirt, 64)
      : stroke('M150 280 C200 380 196 480 170 580', look.jacket ?? look.shirt, 64),
    pointing ? circle(306, 70, 34, look.skin) : circle(170, 600, 34, look.skin),
    circle(-170, 600, 34, look.skin),
    path(
      'M-160 640 L-160 330 C-160 250 -110 214 -60 206 L60 206 C110 214 160 250 160 330 L160 640 Z',
      look.jacket ?? look.shirt,
    ),
    look.jacket && path('M-56 206 L0 320 L56 206 Z', look.shirt),
    path('M-44 206 L0 258 L44 206 Z', look.skin),
    place(
      0,
      50,
      join(
        rect(-44, 60, 88, 126, look.skin, 40),
        circle(-86, 12, 21, look.skin),
        circle(86, 12, 21, look.skin),
        hairBack(look),
        ellipse(0, 0, 88, 106, look.skin),
        face(look),
        hairFront(look),
      ),
    ),
  )
}
