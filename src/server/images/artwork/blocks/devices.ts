import { C } from '../palette'
import { clip, join, path, pill, rect } from '../svg'

/** Phone frame; `screen` receives the inner screen box (content is clipped to it). */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (x: number, y: number, w: number, h: number) => string,
  frame: string = C.ink,
): string {
  const inset = w * 0.045
  const sx = x + inset
  const sy = y + inset
  const sw = w - 2 * inset
  const sh = h - 2 * inset
  return join(
    rect(x, y, w, h, frame, w * 0.14, { filter: 'url(#shDark)' }),
    clip(rect(sx, sy, sw, sh, '#000', w * 0.1), join(rect(sx, sy, sw, sh, C.snow), screen(sx, sy, sw, sh))),
    pill(x + w / 2 - w * 0.15, y + inset + 10, w * 0.3, w * 0.07, frame),
  )
}

export function laptop(
  x: number,
  y: number,
  w: number,
  screen: (x: number, y: number, w: number, h: number) => string,
  screenFill: string = C.ink,
): string {
  const h = w * 0.6
  const b = 24
  return join(
    rect(x, y, w, h, '#0b1120', 24, { filter: 'url(#shDark)' }),
    clip(
      rect(x + b, y + b, w - 2 * b, h - 2 * b, '#000', 8),
      join(rect(x + b, y + b, w - 2 * b, h - 2 * b, screenFill), screen(x + b, y + b, w - 2 * b, h - 2 * b)),
    ),
    path(`M${x - 70} ${y + h} H${x + w + 70} L${x + w + 30} ${y + h + 34} H${x - 30} Z`, '#cbd5e1'),
    rect(x - 70, y + h - 4, w + 140, 14, '#e2e8f0', 7),
    pill(x + w / 2 - 70, y + h - 2, 140, 10, '#94a3b8'),
  )
}
