import { C } from '../palette'
import { type Attr, circle, ellipse, join, num, path, place, range, rect, rng, stroke } from '../svg'
import { card } from './panels'

const CLOUD =
  'M50 120 C22 120 0 100 0 74 C0 50 18 31 41 29 C48 12 66 0 88 0 C113 0 134 17 140 40 C144 39 148 38 152 38 C178 38 200 58 200 80 C200 102 180 120 156 120 Z'
/** Cloud glyph 200×120 units, centred on cx,cy with the given width. */
export const cloud = (cx: number, cy: number, w: number, fill: string, a: Attr = {}) =>
  place(cx - w / 2, cy - (w * 0.6) / 2, path(CLOUD, fill, a), w / 200)

export function database(cx: number, y: number, w: number, h: number, body: string, top: string): string {
  const ry = w * 0.16
  const x = cx - w / 2
  return join(
    rect(x, y, w, h, body),
    ellipse(cx, y + h, w / 2, ry, body),
    [h / 3, (2 * h) / 3].map((k) =>
      stroke(`M${num(x)} ${num(y + k)} A${num(w / 2)} ${num(ry)} 0 0 0 ${num(x + w)} ${num(y + k)}`, top, 5, {
        opacity: 0.8,
      }),
    ),
    ellipse(cx, y, w / 2, ry, top),
    [h / 6, h / 2, (5 * h) / 6].map((k) => circle(x + w * 0.78, y + k + ry * 0.7, 6, C.amberSoft)),
  )
}

export function serverRack(x: number, y: number, w: number, units: number, seed: number): string {
  const r = rng(seed)
  const uh = 46
  return join(
    card(x, y, w, units * uh + 24, C.slate, 16, true),
    range(units).map((i) =>
      join(
        rect(x + 12, y + 12 + i * uh, w - 24, uh - 10, C.ink, 8),
        circle(x + 32, y + 12 + i * uh + 18, 6, r() > 0.3 ? C.mint : C.amber),
        circle(x + 52, y + 12 + i * uh + 18, 6, r() > 0.5 ? C.sky : C.slate2),
        range(4).map((k) => rect(x + w - 120 + k * 22, y + 22 + i * uh, 12, 16, C.slate2, 3)),
      ),
    ),
  )
}
