import { C } from '../palette'
import { circle, el, grad, join, line, num, path, range, rect, stroke } from '../svg'

export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  colors: string[],
  radius = 8,
): string {
  const n = values.length
  const bw = w / (n + (n - 1) * 0.45)
  return join(
    line(x, y + h, x + w, y + h, C.haze, 3),
    values.map((v, i) => {
      const bh = Math.max(radius * 2, v * h)
      return rect(x + i * bw * 1.45, y + h - bh, bw, bh, colors[i % colors.length], radius)
    }),
  )
}

export function smoothPath(points: Array<[number, number]>): string {
  let d = `M${num(points[0][0])} ${num(points[0][1])}`
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]
    const [x1, y1] = points[i]
    const mx = (x0 + x1) / 2
    d += ` C${num(mx)} ${num(y0)} ${num(mx)} ${num(y1)} ${num(x1)} ${num(y1)}`
  }
  return d
}

export function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  color: string,
  { area = true, dots = true, width = 6 }: { area?: boolean; dots?: boolean; width?: number } = {},
): string {
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h] as [number, number])
  const d = smoothPath(pts)
  return join(
    area &&
      path(
        `${d} L${num(x + w)} ${num(y + h)} L${num(x)} ${num(y + h)} Z`,
        grad(
          [
            [color, 0.35],
            [color, 0],
          ],
          true,
        ),
      ),
    stroke(d, color, width),
    dots &&
      join(
        pts.map(
          ([px, py], i) =>
            i % 2 === 1 && circle(px, py, width + 3, C.paper, { stroke: color, 'stroke-width': width - 1 }),
        ),
      ),
  )
}

export function donut(
  cx: number,
  cy: number,
  r: number,
  width: number,
  segments: Array<[number, string]>,
  track: string = C.haze,
): string {
  const circ = 2 * Math.PI * r
  const total = segments.reduce((s, [v]) => s + v, 0)
  let acc = 0
  return join(
    circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': width }),
    segments.map(([v, color]) => {
      const len = (v / total) * circ
      const s = circle(cx, cy, r, 'none', {
        stroke: color,
        'stroke-width': width,
        'stroke-dasharray': `${num(Math.max(0, len - 6))} ${num(circ)}`,
        'stroke-dashoffset': num(-acc),
        transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
        'stroke-linecap': 'round',
      })
      acc += len
      return s
    }),
  )
}

export function progressRing(
  cx: number,
  cy: number,
  r: number,
  width: number,
  fraction: number,
  color: string,
  track: string = C.haze,
) {
  return donut(
    cx,
    cy,
    r,
    width,
    [
      [fraction, color],
      [1 - fraction, 'none'],
    ],
    track,
  )
}

function starPoints(cx: number, cy: number, R: number): string {
  return range(10)
    .map((i) => {
      const rr = i % 2 ? R * 0.45 : R
      const a = ((-90 + i * 36) * Math.PI) / 180
      return `${num(cx + rr * Math.cos(a))},${num(cy + rr * Math.sin(a))}`
    })
    .join(' ')
}
const star = (cx: number, cy: number, R: number, fill: string) =>
  el('polygon', { points: starPoints(cx, cy, R), fill, 'stroke-linejoin': 'round' })
export const stars = (x: number, y: number, count: number, size: number, filled = count) =>
  join(range(count).map((i) => star(x + i * size * 2.3, y, size, i < filled ? C.amber : C.haze)))
