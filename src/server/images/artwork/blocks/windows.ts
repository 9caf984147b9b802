import { C } from '../palette'
import { circle, clip, join, pill, range, rect, rng } from '../svg'
import { card } from './panels'

/** Browser window frame; `content` receives the inner box. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  content: (x: number, y: number, w: number, h: number) => string,
  dark = false,
): string {
  const bar = dark ? C.slate : '#f1f5f9'
  return join(
    card(x, y, w, h, dark ? C.ink : C.paper, 20, dark),
    rect(x, y, w, 50, bar, 20),
    rect(x, y + 30, w, 20, bar),
    circle(x + 28, y + 25, 7, '#f87171'),
    circle(x + 50, y + 25, 7, '#fbbf24'),
    circle(x + 72, y + 25, 7, '#34d399'),
    pill(x + 110, y + 15, Math.min(w - 220, 380), 20, dark ? C.slate2 : C.haze),
    clip(rect(x, y + 50, w, h - 50, '#000', 0), content(x, y + 50, w, h - 50)),
  )
}

type CodeRow = [indent: number, segments: Array<[length: number, color: string]>]

export function codeRows(
  seed: number,
  count: number,
  palette: string[] = [C.sky, C.amber, C.mint, C.lavender, '#f472b6', C.grey],
): CodeRow[] {
  const r = rng(seed)
  const indents = [0, 1, 2, 2, 3, 2, 1, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 1]
  return range(count).map((i) => {
    const segs = 1 + Math.floor(r() * 3)
    return [
      indents[i % indents.length],
      range(segs).map(
        () => [30 + Math.round(r() * 110), palette[Math.floor(r() * palette.length)]] as [number, string],
      ),
    ]
  })
}

export function code(x: number, y: number, rows: CodeRow[], lh = 34, thick = 12, gutter: string = C.slate2): string {
  return join(
    rows.map(([indent, segs], i) => {
      let cx = x + 44 + indent * 30
      const yy = y + i * lh
      return join(
        pill(x, yy, 20, thick, gutter),
        segs.map(([len, color]) => {
          const s = pill(cx, yy, len, thick, color)
          cx += len + 12
          return s
        }),
      )
    }),
  )
}

export function editor(x: number, y: number, w: number, h: number, seed: number, lines = 10): string {
  return join(
    card(x, y, w, h, C.ink, 20, true),
    rect(x, y, w, 48, C.slate, 20),
    rect(x, y + 28, w, 20, C.slate),
    circle(x + 28, y + 24, 7, '#f87171'),
    circle(x + 50, y + 24, 7, '#fbbf24'),
    circle(x + 72, y + 24, 7, '#34d399'),
    rect(x + 110, y + 8, 130, 40, C.ink, 10),
    pill(x + 128, y + 22, 90, 10, C.grey),
    pill(x + 262, y + 22, 80, 10, C.slate2),
    code(x + 30, y + 78, codeRows(seed, lines), Math.min(34, (h - 100) / lines)),
  )
}
