import { C } from '../palette'
import { circle, join, pill, rect } from '../svg'

type Blob = [cx: number, cy: number, r: number, fill: string, opacity: number]

export function backdrop(w: number, h: number, fill: string, blobs: Blob[] = []): string {
  return join(rect(0, 0, w, h, fill), ...blobs.map(([cx, cy, r, f, o]) => circle(cx, cy, r, f, { opacity: o })))
}

export const dotGrid = (x: number, y: number, w: number, h: number, pattern = 'dots') =>
  rect(x, y, w, h, `url(#${pattern})`)

export const card = (x: number, y: number, w: number, h: number, fill: string = C.paper, rx = 22, dark = false) =>
  rect(x, y, w, h, fill, rx, { filter: dark ? 'url(#shDark)' : 'url(#sh)' })

/** Grey "text" bars. */
export const textLines = (x: number, y: number, widths: number[], color: string = C.line, h = 12, gap = 24) =>
  join(widths.map((w, i) => pill(x, y + i * gap, w, h, color)))
