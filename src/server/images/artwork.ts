/**
 * The product's own illustrations, drawn programmatically as SVG (no network, no fonts, no text).
 * Every key is rasterised on demand by ./render.ts and served from /images/{key}.
 *
 * Palette: deep blue #1e3a8a, indigo, amber #f59e0b accents, teal.
 */

export interface Artwork {
  svg: string
  width: number
  height: number
}

const C = {
  navy: '#1e3a8a',
  blue: '#2563eb',
  sky: '#38bdf8',
  indigo: '#4f46e5',
  violet: '#6366f1',
  lavender: '#a5b4fc',
  amber: '#f59e0b',
  amberSoft: '#fcd34d',
  teal: '#14b8a6',
  tealDark: '#0d9488',
  mint: '#5eead4',
  ink: '#0f172a',
  slate: '#1e293b',
  slate2: '#334155',
  grey: '#94a3b8',
  line: '#cbd5e1',
  haze: '#e2e8f0',
  mist: '#e0e7ff',
  paper: '#ffffff',
  snow: '#f8fafc',
  rose: '#f43f5e',
  green: '#22c55e',
} as const

// ---------------------------------------------------------------------------
// Tiny SVG builder
// ---------------------------------------------------------------------------

type Attr = Record<string, string | number | undefined>
type Part = string | false | undefined | null

const num = (v: number) => String(Math.round(v * 10) / 10)

function el(tag: string, a: Attr, inner?: string): string {
  let s = `<${tag}`
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue
    s += ` ${k}="${typeof v === 'number' ? num(v) : v}"`
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`
}

const join = (...parts: Array<Part | Part[]>): string => parts.flat().filter(Boolean).join('')
const range = (n: number) => Array.from({ length: n }, (_, i) => i)

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, a: Attr = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a })
const pill = (x: number, y: number, w: number, h: number, fill: string, a: Attr = {}) =>
  rect(x, y, w, h, fill, h / 2, a)
const circle = (cx: number, cy: number, r: number, fill: string, a: Attr = {}) =>
  el('circle', { cx, cy, r, fill, ...a })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attr = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a })
const path = (d: string, fill: string, a: Attr = {}) => el('path', { d, fill, ...a })
const stroke = (d: string, color: string, width: number, a: Attr = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  })
const line = (x1: number, y1: number, x2: number, y2: number, color: string, width = 4, a: Attr = {}) =>
  el('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...a })
const g = (inner: string, a: Attr = {}) => el('g', a, inner)
const place = (x: number, y: number, inner: string, scale = 1, rotate = 0, a: Attr = {}) =>
  g(inner, {
    transform: `translate(${num(x)} ${num(y)})${rotate ? ` rotate(${rotate})` : ''}${scale !== 1 ? ` scale(${Math.round(scale * 10000) / 10000})` : ''}`,
    ...a,
  })

/** Deterministic pseudo-random numbers so every render (and ETag) is stable. */
function rng(seed: number) {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

let seq = 0
const uid = (p: string) => `${p}${(++seq).toString(36)}`

/** Definitions created while a picture's body is being built (per-picture gradients, clip paths). */
let pending: string[] = []

const stops = (colors: Array<string | [string, number]>) =>
  colors
    .map((c, i) => {
      const [color, opacity] = Array.isArray(c) ? c : [c, 1]
      return el('stop', {
        offset: colors.length === 1 ? 0 : i / (colors.length - 1),
        'stop-color': color,
        'stop-opacity': opacity === 1 ? undefined : opacity,
      })
    })
    .join('')
const linear = (id: string, colors: Array<string | [string, number]>, x2 = 1, y2 = 1) =>
  el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops(colors))
const radial = (id: string, colors: Array<string | [string, number]>) => el('radialGradient', { id }, stops(colors))

/** Shared definitions, included in a picture only when its body refers to them. */
const SHARED_DEFS: Record<string, string> = {
  gNavy: linear('gNavy', [C.navy, '#4338ca']),
  gDark: linear('gDark', ['#0b1226', C.navy]),
  gNight: linear('gNight', ['#020617', '#0f172a', '#172554']),
  gLight: linear('gLight', ['#eef2ff', '#e0f2fe']),
  gWarm: linear('gWarm', ['#fff7ed', '#eef2ff']),
  gSky: linear('gSky', ['#e0f2fe', '#ccfbf1']),
  gAmber: linear('gAmber', [C.amberSoft, C.amber]),
  gTeal: linear('gTeal', [C.mint, C.tealDark]),
  gIndigo: linear('gIndigo', ['#818cf8', '#4338ca']),
  gBlue: linear('gBlue', ['#60a5fa', '#1d4ed8']),
  gViolet: linear('gViolet', ['#4338ca', '#7c3aed']),
  gSunset: linear('gSunset', [C.amber, '#f97316']),
  gTealBlue: linear('gTealBlue', [C.teal, C.blue]),
  gGlow: radial('gGlow', [
    ['#ffffff', 0.45],
    ['#ffffff', 0],
  ]),
  gGlowAmber: radial('gGlowAmber', [
    [C.amber, 0.5],
    [C.amber, 0],
  ]),
  gGlowTeal: radial('gGlowTeal', [
    [C.teal, 0.5],
    [C.teal, 0],
  ]),
  gGlowIndigo: radial('gGlowIndigo', [
    ['#818cf8', 0.55],
    ['#818cf8', 0],
  ]),
  sh: el(
    'filter',
    { id: 'sh', x: '-20%', y: '-20%', width: '140%', height: '150%' },
    el('feDropShadow', { dx: 0, dy: 14, stdDeviation: 16, 'flood-color': '#0f172a', 'flood-opacity': 0.18 }),
  ),
  shDark: el(
    'filter',
    { id: 'shDark', x: '-20%', y: '-20%', width: '140%', height: '150%' },
    el('feDropShadow', { dx: 0, dy: 18, stdDeviation: 20, 'flood-color': '#000000', 'flood-opacity': 0.45 }),
  ),
  dots: el(
    'pattern',
    { id: 'dots', width: 28, height: 28, patternUnits: 'userSpaceOnUse' },
    circle(3, 3, 2.6, '#ffffff', { opacity: 0.22 }),
  ),
  dotsNavy: el(
    'pattern',
    { id: 'dotsNavy', width: 28, height: 28, patternUnits: 'userSpaceOnUse' },
    circle(3, 3, 2.6, C.navy, { opacity: 0.16 }),
  ),
}

function doc(width: number, height: number, body: string): Artwork {
  const defs = Object.entries(SHARED_DEFS)
    .filter(([id]) => body.includes(`#${id})`))
    .map(([, d]) => d)
    .concat(pending)
    .join('')
  pending = []
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
  return { svg, width, height }
}

/** A gradient made for one picture; returns the `url(#…)` reference. */
function grad(colors: Array<string | [string, number]>, vertical = false): string {
  const id = uid('g')
  pending.push(vertical ? linear(id, colors, 0, 1) : linear(id, colors))
  return `url(#${id})`
}

function clip(shape: string, inner: string): string {
  const id = uid('c')
  pending.push(el('clipPath', { id }, shape))
  return g(inner, { 'clip-path': `url(#${id})` })
}

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

type Blob = [cx: number, cy: number, r: number, fill: string, opacity: number]

function backdrop(w: number, h: number, fill: string, blobs: Blob[] = []): string {
  return join(rect(0, 0, w, h, fill), ...blobs.map(([cx, cy, r, f, o]) => circle(cx, cy, r, f, { opacity: o })))
}

const dotGrid = (x: number, y: number, w: number, h: number, pattern = 'dots') => rect(x, y, w, h, `url(#${pattern})`)

const card = (x: number, y: number, w: number, h: number, fill: string = C.paper, rx = 22, dark = false) =>
  rect(x, y, w, h, fill, rx, { filter: dark ? 'url(#shDark)' : 'url(#sh)' })

/** Grey "text" bars. */
const textLines = (x: number, y: number, widths: number[], color: string = C.line, h = 12, gap = 24) =>
  join(widths.map((w, i) => pill(x, y + i * gap, w, h, color)))

/** Browser window frame; `content` receives the inner box. */
function browser(
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

function codeRows(
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

function code(x: number, y: number, rows: CodeRow[], lh = 34, thick = 12, gutter: string = C.slate2): string {
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

function editor(x: number, y: number, w: number, h: number, seed: number, lines = 10): string {
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

function barChart(x: number, y: number, w: number, h: number, values: number[], colors: string[], radius = 8): string {
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

function smoothPath(points: Array<[number, number]>): string {
  let d = `M${num(points[0][0])} ${num(points[0][1])}`
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]
    const [x1, y1] = points[i]
    const mx = (x0 + x1) / 2
    d += ` C${num(mx)} ${num(y0)} ${num(mx)} ${num(y1)} ${num(x1)} ${num(y1)}`
  }
  return d
}

function lineChart(
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

function donut(
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

function progressRing(
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
const stars = (x: number, y: number, count: number, size: number, filled = count) =>
  join(range(count).map((i) => star(x + i * size * 2.3, y, size, i < filled ? C.amber : C.haze)))

/** Line icons in a 48×48 box centred on 0,0. */
const ICONS: Record<string, string> = {
  check: 'M-14 1 L-4 11 L15 -11',
  code: 'M-10 -12 L-22 0 L-10 12 M10 -12 L22 0 L10 12 M5 -17 L-5 17',
  shield: 'M0 -22 L18 -15 V0 C18 12 9 19 0 23 C-9 19 -18 12 -18 0 V-15 Z',
  shieldCheck: 'M0 -22 L18 -15 V0 C18 12 9 19 0 23 C-9 19 -18 12 -18 0 V-15 Z M-8 1 L-2 7 L9 -5',
  lock: 'M-15 -3 H15 V21 H-15 Z M-9 -3 V-11 A9 9 0 0 1 9 -11 V-3 M0 6 V12',
  box: 'M0 -21 L19 -11 V11 L0 21 L-19 11 V-11 Z M-19 -11 L0 -1 L19 -11 M0 -1 V21',
  rocket:
    'M0 -22 C10 -14 13 -2 8 10 H-8 C-13 -2 -10 -14 0 -22 Z M-8 2 L-17 13 L-8 12 M8 2 L17 13 L8 12 M-4 16 L0 22 L4 16 M0 -8 V-7',
  bulb: 'M-9 8 C-19 -1 -16 -21 0 -21 C16 -21 19 -1 9 8 V13 H-9 Z M-6 19 H6',
  chart: 'M-19 19 V-19 M-19 19 H21 M-10 11 V1 M0 11 V-8 M10 11 V-15',
  trend: 'M-20 14 L-6 0 L3 8 L20 -12 M9 -12 H20 V-1',
  user: 'M0 -3 A9 9 0 1 0 0 -21 A9 9 0 1 0 0 -3 M-16 20 C-16 5 16 5 16 20',
  cart: 'M-22 -17 H-14 L-8 9 H14 L19 -9 H-12 M-6 17 H-5.9 M12 17 H12.1',
  chat: 'M-20 -15 H20 V8 H-3 L-13 18 V8 H-20 Z',
  search: 'M-4 -4 m-12 0 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0 M5 5 L18 18',
  play: 'M-8 -13 L13 0 L-8 13 Z',
  clock: 'M0 -20 A20 20 0 1 1 -0.1 -20 Z M0 -10 V0 L8 6',
  pin: 'M0 22 C-13 7 -17 -1 -17 -7 A17 17 0 1 1 17 -7 C17 -1 13 7 0 22 Z M0 -13 A6 6 0 1 0 0.1 -13',
  terminal: 'M-17 -9 L-6 0 L-17 9 M0 11 H17',
  bolt: 'M4 -22 L-13 4 H0 L-4 22 L13 -4 H0 Z',
  bell: 'M-14 10 V-3 A14 14 0 0 1 14 -3 V10 L18 14 H-18 Z M-4 19 H4',
  target: 'M0 -20 A20 20 0 1 1 -0.1 -20 Z M0 -10 A10 10 0 1 1 -0.1 -10 Z M0 -1 V1',
  calendar: 'M-18 -14 H18 V18 H-18 Z M-18 -4 H18 M-9 -20 V-10 M9 -20 V-10',
  layers: 'M0 -18 L20 -8 L0 2 L-20 -8 Z M-20 2 L0 12 L20 2 M-20 12 L0 22 L20 12',
  git: 'M-10 -16 A5 5 0 1 0 -10.1 -16 M-10 -11 V11 M-10 16 A5 5 0 1 0 -10.1 16 M10 -10 A5 5 0 1 0 10.1 -10 M10 -5 C10 5 -10 2 -10 8',
  wifi: 'M-20 -4 C-9 -14 9 -14 20 -4 M-13 4 C-6 -2 6 -2 13 4 M-6 12 C-2 9 2 9 6 12',
  key: 'M-10 0 A9 9 0 1 0 -10.1 0 M-1 0 H20 M14 0 V7 M20 0 V6',
  eye: 'M-21 0 C-12 -13 12 -13 21 0 C12 13 -12 13 -21 0 Z M0 -6 A6 6 0 1 0 0.1 -6',
  heart: 'M0 16 C-22 2 -23 -12 -13 -17 C-6 -20 -2 -15 0 -11 C2 -15 6 -20 13 -17 C23 -12 22 2 0 16 Z',
  mail: 'M-20 -14 H20 V14 H-20 Z M-20 -12 L0 3 L20 -12',
  home: 'M-18 -2 L0 -18 L18 -2 M-13 -6 V18 H13 V-6',
  database: 'M-16 -12 A16 6 0 1 0 16 -12 A16 6 0 1 0 -16 -12 V12 A16 6 0 0 0 16 12 V-12 M-16 0 A16 6 0 0 0 16 0',
  fingerprint:
    'M-14 -10 C-6 -20 10 -20 16 -8 M-18 4 C-18 -8 -8 -14 0 -14 C10 -14 16 -6 16 4 C16 12 14 18 12 20 M-10 16 C-12 10 -12 4 -10 -2 C-6 -10 6 -10 8 -2 C10 4 8 12 4 20 M-2 20 C0 12 0 6 0 0',
}

function icon(name: string, x: number, y: number, scale: number, color: string, width = 3.5, filled = false): string {
  return place(x, y, filled ? path(ICONS[name], color) : stroke(ICONS[name], color, width), scale)
}

/** A rounded square badge holding an icon. */
function iconTile(
  x: number,
  y: number,
  size: number,
  bg: string,
  name: string,
  color: string = C.paper,
  rx = size * 0.28,
): string {
  return join(rect(x, y, size, size, bg, rx), icon(name, x + size / 2, y + size / 2, size / 70, color, 4))
}

const CLOUD =
  'M50 120 C22 120 0 100 0 74 C0 50 18 31 41 29 C48 12 66 0 88 0 C113 0 134 17 140 40 C144 39 148 38 152 38 C178 38 200 58 200 80 C200 102 180 120 156 120 Z'
/** Cloud glyph 200×120 units, centred on cx,cy with the given width. */
const cloud = (cx: number, cy: number, w: number, fill: string, a: Attr = {}) =>
  place(cx - w / 2, cy - (w * 0.6) / 2, path(CLOUD, fill, a), w / 200)

function database(cx: number, y: number, w: number, h: number, body: string, top: string): string {
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

function serverRack(x: number, y: number, w: number, units: number, seed: number): string {
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

/** Phone frame; `screen` receives the inner screen box (content is clipped to it). */
function phone(
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

function laptop(
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

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'wavy' | 'crop'
interface Look {
  skin: string
  hair: string
  style: HairStyle
  shirt: string
  jacket?: string
  glasses?: boolean
  beard?: boolean
  earrings?: boolean
}

const SKIN = { fair: '#f6cfa8', wheat: '#e8b48a', tan: '#c98b5c', brown: '#a86b43', deep: '#7a4a2c' } as const

function curls(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  from: number,
  to: number,
  count: number,
  size: number,
): string {
  return range(count)
    .map((i) => {
      const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180
      return circle(cx + r * Math.cos(a), cy + r * Math.sin(a), size, fill)
    })
    .join('')
}

/** Hair drawn behind the head. */
function hairBack(o: Look): string {
  switch (o.style) {
    case 'long':
      return path(
        'M-112 -14 C-122 -128 -52 -152 0 -152 C52 -152 122 -128 112 -14 L124 226 C96 250 56 246 44 236 L-44 236 C-56 246 -96 250 -124 226 Z',
        o.hair,
      )
    case 'wavy':
      return path(
        'M-108 -10 C-118 -126 -50 -150 0 -150 C50 -150 118 -126 108 -10 C116 40 126 80 110 112 C90 130 60 126 50 110 L-50 110 C-60 126 -90 130 -110 112 C-126 80 -116 40 -108 -10 Z',
        o.hair,
      )
    case 'bun':
      return circle(0, -128, 50, o.hair)
    case 'curly':
      return join(circle(0, -30, 112, o.hair), curls(0, -30, 108, o.hair, 160, 380, 12, 34))
    default:
      return ''
  }
}

/** Hair drawn over the head (fringe / cap). */
function hairFront(o: Look): string {
  switch (o.style) {
    case 'short':
      return path(
        'M-92 4 C-104 -104 -40 -138 12 -132 C72 -128 106 -90 93 4 C88 -30 80 -50 62 -60 C28 -74 -22 -74 -60 -58 C-78 -48 -88 -28 -92 4 Z',
        o.hair,
      )
    case 'crop':
      return path(
        'M-90 -8 C-98 -96 -40 -126 6 -124 C64 -122 100 -90 90 -8 C86 -40 72 -62 0 -70 C-70 -62 -86 -40 -90 -8 Z',
        o.hair,
      )
    case 'long':
    case 'wavy':
      return path(
        'M-94 20 C-104 -96 -40 -134 8 -130 C70 -126 104 -86 94 20 C86 -30 66 -64 28 -74 C8 -46 -40 -34 -84 -10 Z',
        o.hair,
      )
    case 'bun':
      return path(
        'M-92 8 C-100 -98 -44 -128 0 -128 C44 -128 100 -98 92 8 C86 -40 56 -72 0 -74 C-56 -72 -86 -40 -92 8 Z',
        o.hair,
      )
    case 'curly':
      return join(
        path(
          'M-94 10 C-104 -100 -40 -134 0 -134 C40 -134 104 -100 94 10 C80 -40 50 -62 0 -62 C-50 -62 -80 -40 -94 10 Z',
          o.hair,
        ),
        curls(0, -44, 92, o.hair, 195, 345, 9, 24),
      )
  }
}

function face(o: Look): string {
  const ink = '#1f2937'
  return join(
    ellipse(-32, 6, 7.5, 9, ink),
    ellipse(32, 6, 7.5, 9, ink),
    circle(-29, 3, 2.4, C.paper),
    circle(35, 3, 2.4, C.paper),
    stroke('M-48 -20 Q-32 -29 -16 -21', o.hair, 7),
    stroke('M16 -21 Q32 -29 48 -20', o.hair, 7),
    stroke('M-2 16 Q-10 38 2 42', '#000', 5, { opacity: 0.16 }),
    circle(-52, 44, 15, C.rose, { opacity: 0.12 }),
    circle(52, 44, 15, C.rose, { opacity: 0.12 }),
    o.beard &&
      path(
        'M-86 12 C-84 88 -44 132 0 134 C44 132 84 88 86 12 C76 52 56 66 34 60 Q0 50 -34 60 C-56 66 -76 52 -86 12 Z',
        o.hair,
      ),
    stroke('M-24 62 Q0 80 24 62', o.beard ? '#f8e1d0' : '#7c2d12', 6, { opacity: o.beard ? 0.9 : 0.8 }),
    o.glasses &&
      join(
        rect(-62, -14, 56, 40, C.paper, 14, { 'fill-opacity': 0.18, stroke: C.ink, 'stroke-width': 6 }),
        rect(6, -14, 56, 40, C.paper, 14, { 'fill-opacity': 0.18, stroke: C.ink, 'stroke-width': 6 }),
        stroke('M-6 0 Q0 -6 6 0', C.ink, 6),
      ),
  )
}

/** Head and shoulders, head centred on 0,0 (head ≈ 176×208 units, shoulders from y≈156, torso down to y=540). */
function bust(o: Look, mini = false): string {
  const top = o.jacket ?? o.shirt
  const long = o.style === 'long' || o.style === 'wavy'
  return join(
    !long && hairBack(o),
    path('M-260 540 L-260 320 C-260 216 -176 168 -66 156 L66 156 C176 168 260 216 260 320 L260 540 Z', top),
    o.jacket && path('M-70 156 L0 280 L70 156 Z', o.shirt),
    o.jacket &&
      !mini &&
      join(
        path('M-70 156 L-10 290 L-40 540 L-96 540 L-120 250 Z', '#000', { opacity: 0.14 }),
        path('M70 156 L10 290 L40 540 L96 540 L120 250 Z', '#000', { opacity: 0.14 }),
      ),
    long && hairBack(o),
    rect(-44, 60, 88, 126, o.skin, 40),
    !mini && path('M-44 92 Q0 140 44 92 L44 126 Q0 168 -44 126 Z', '#000', { opacity: 0.12 }),
    path('M-44 156 L0 212 L44 156 Z', o.skin),
    !mini && stroke('M-66 156 L0 220 L66 156', '#fff', 8, { opacity: 0.3 }),
    circle(-86, 12, 21, o.skin),
    circle(86, 12, 21, o.skin),
    ellipse(0, 0, 88, 106, o.skin),
    o.earrings && !mini && join(circle(-88, 42, 8, C.amber), circle(88, 42, 8, C.amber)),
    mini ? miniFace(o) : face(o),
    hairFront(o),
  )
}

/** Just enough of a face to read at avatar sizes. */
function miniFace(o: Look): string {
  return join(
    o.beard &&
      path(
        'M-86 12 C-84 88 -44 132 0 134 C44 132 84 88 86 12 C76 52 56 66 34 60 Q0 50 -34 60 C-56 66 -76 52 -86 12 Z',
        o.hair,
      ),
    ellipse(-32, 6, 9, 11, '#1f2937'),
    ellipse(32, 6, 9, 11, '#1f2937'),
    stroke('M-24 60 Q0 78 24 60', o.beard ? '#f8e1d0' : '#7c2d12', 8),
    o.glasses && stroke('M-62 -10 H-6 V24 H-62 Z M6 -10 H62 V24 H6 Z', C.ink, 7),
  )
}

/** A person seen from behind (classroom scenes), head centred on 0,0. */
function backView(skin: string, hair: string, shirt: string, long = false): string {
  return join(
    path('M-230 460 L-230 310 C-230 220 -160 178 -60 170 L60 170 C160 178 230 220 230 310 L230 460 Z', shirt),
    rect(-40, 80, 80, 110, skin, 36),
    circle(-86, 14, 20, skin),
    circle(86, 14, 20, skin),
    ellipse(0, 0, 88, 106, hair),
    long && path('M-88 0 C-92 90 -70 170 -40 190 L40 190 C70 170 92 90 88 0 Z', hair),
  )
}

/** Round avatar for UI mock-ups. */
function avatar(cx: number, cy: number, r: number, look: Look, bg: string): string {
  const s = (r * 0.42) / 88
  return clip(circle(cx, cy, r, '#000'), join(circle(cx, cy, r, bg), place(cx, cy - r * 0.1, bust(look, r < 40), s)))
}

const CAST: Look[] = [
  { skin: SKIN.tan, hair: '#1f1a17', style: 'short', shirt: C.navy, glasses: true },
  { skin: SKIN.wheat, hair: '#2b1a12', style: 'long', shirt: C.teal, earrings: true },
  { skin: SKIN.brown, hair: '#14100e', style: 'curly', shirt: C.amber, beard: true },
  { skin: SKIN.fair, hair: '#3b2417', style: 'bun', shirt: '#f1f5f9', jacket: C.indigo },
  { skin: SKIN.deep, hair: '#0f0b09', style: 'crop', shirt: '#0ea5e9' },
  { skin: SKIN.wheat, hair: '#4a2c1d', style: 'wavy', shirt: '#f472b6' },
]

function standing(look: Look, trousers: string, pointing = false): string {
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

function plant(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    join(
      path('M-40 0 L40 0 L30 80 L-30 80 Z', C.amber),
      rect(-46, -10, 92, 18, '#d97706', 8),
      path('M0 -10 C-10 -80 -60 -120 -90 -130 C-70 -90 -40 -40 0 -10 Z', C.tealDark),
      path('M0 -10 C10 -90 50 -140 80 -150 C66 -100 40 -40 0 -10 Z', C.teal),
      path('M0 -10 C-4 -100 10 -160 20 -190 C30 -140 20 -60 0 -10 Z', '#0f766e'),
      path('M0 -10 C-30 -50 -90 -60 -120 -50 C-90 -30 -50 -10 0 -10 Z', C.teal),
    ),
    s,
  )
}

// ---------------------------------------------------------------------------
// Pictures: courses (16:9)
// ---------------------------------------------------------------------------

const W = 1600
const H = 900

function courseFullStack(): Artwork {
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

function courseDataScience(): Artwork {
  const kpi = (x: number, y: number, color: string, vals: number[], seed: number) =>
    join(
      rect(x, y, 250, 130, C.slate, 18),
      circle(x + 36, y + 38, 14, color, { opacity: 0.9 }),
      pill(x + 60, y + 32, 80, 12, C.grey),
      rect(x + 24, y + 72, 110 + (seed % 3) * 20, 24, C.paper, 12),
      lineChart(x + 150, y + 62, 80, 44, vals, color, { area: false, dots: false, width: 5 }),
    )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gDark)', [
        [1300, 120, 320, C.indigo, 0.35],
        [220, 880, 320, C.teal, 0.18],
      ]),
      dotGrid(0, 0, W, H),
      circle(1300, 120, 300, 'url(#gGlowIndigo)'),
      card(140, 120, 920, 660, C.ink, 28, true),
      kpi(180, 160, C.teal, [0.2, 0.5, 0.35, 0.8, 0.7, 1], 1),
      kpi(470, 160, C.amber, [0.6, 0.4, 0.7, 0.5, 0.9, 0.8], 2),
      kpi(760, 160, C.lavender, [0.3, 0.35, 0.6, 0.55, 0.7, 0.95], 3),
      rect(180, 320, 420, 420, C.slate, 18),
      pill(210, 352, 130, 12, C.grey),
      barChart(214, 410, 356, 290, [0.45, 0.7, 0.55, 0.9, 0.62, 0.8, 0.38], [C.teal, C.sky, C.violet, C.amber]),
      rect(620, 320, 390, 420, C.slate, 18),
      pill(650, 352, 110, 12, C.grey),
      lineChart(650, 420, 330, 270, [0.2, 0.45, 0.35, 0.7, 0.55, 0.85, 0.78], C.amber),
      lineChart(650, 420, 330, 270, [0.1, 0.2, 0.3, 0.28, 0.45, 0.5, 0.62], C.teal, { dots: false, width: 5 }),
      card(1110, 140, 350, 330, C.paper, 26),
      donut(1285, 300, 96, 36, [
        [45, C.indigo],
        [30, C.teal],
        [25, C.amber],
      ]),
      circle(1285, 300, 50, C.snow),
      card(1110, 510, 350, 270, C.paper, 26),
      (() => {
        const r = rng(42)
        return join(
          range(26).map((i) => {
            const t = r()
            const px = 1150 + t * 270
            const py = 740 - t * 170 + (r() - 0.5) * 80
            return circle(px, py, 8, i % 3 ? C.indigo : C.teal, { opacity: 0.85 })
          }),
          line(1150, 745, 1430, 560, C.amber, 6),
        )
      })(),
      // neural network ornament
      (() => {
        const layers = [
          [0, 1, 2],
          [0, 1, 2, 3],
          [0, 1],
        ]
        const xs = [1180, 1290, 1400]
        const pos = layers.map((l, li) =>
          l.map((k) => [xs[li], 40 + (k + (4 - l.length) / 2) * 18] as [number, number]),
        )
        return g(
          join(
            pos
              .slice(1)
              .map((layer, li) =>
                layer
                  .map(([x2, y2]) =>
                    pos[li].map(([x1, y1]) => line(x1, y1, x2, y2, C.lavender, 1.5, { opacity: 0.5 })).join(''),
                  )
                  .join(''),
              ),
            pos.flat().map(([x, y]) => circle(x, y, 6, C.mint)),
          ),
          { opacity: 0.9 },
        )
      })(),
    ),
  )
}

function courseFlutter(): Artwork {
  const appA = (x: number, y: number, w: number, h: number) =>
    join(
      rect(x, y, w, 190, 'url(#gTealBlue)'),
      circle(x + w - 50, y + 60, 22, '#ffffff', { opacity: 0.3 }),
      rect(x + 28, y + 70, 150, 20, C.paper, 10),
      pill(x + 28, y + 104, 110, 12, '#ffffff', { opacity: 0.7 }),
      range(4).map((i) =>
        join(
          rect(x + 20, y + 214 + i * 96, w - 40, 80, C.paper, 18, { filter: 'url(#sh)' }),
          avatar(x + 62, y + 254 + i * 96, 24, CAST[i], [C.mist, '#ccfbf1', '#fef3c7', C.mist][i]),
          pill(x + 100, y + 238 + i * 96, 110 - i * 10, 12, C.slate2),
          pill(x + 100, y + 260 + i * 96, 80, 10, C.line),
          circle(x + w - 50, y + 254 + i * 96, 10, i === 1 ? C.amber : C.teal),
        ),
      ),
      rect(x, y + h - 70, w, 70, C.paper),
      range(4).map((i) => circle(x + w / 8 + (i * w) / 4, y + h - 36, 9, i === 0 ? C.blue : C.line)),
    )
  const appB = (x: number, y: number, w: number, h: number) =>
    join(
      rect(x, y, w, h, '#1e1b4b'),
      circle(x + w / 2, y + 220, 110, 'url(#gSunset)'),
      circle(x + w / 2, y + 220, 70, '#1e1b4b', { opacity: 0.25 }),
      circle(x + w / 2, y + 220, 18, '#1e1b4b'),
      pill(x + 40, y + 372, 160, 16, C.paper),
      pill(x + 40, y + 400, 100, 12, C.lavender),
      pill(x + 40, y + 446, w - 80, 8, '#312e81'),
      pill(x + 40, y + 446, (w - 80) * 0.6, 8, C.amber),
      circle(x + 40 + (w - 80) * 0.6, y + 450, 11, C.paper),
      circle(x + w / 2, y + 530, 38, C.amber),
      path(`M${x + w / 2 - 9} ${y + 514} L${x + w / 2 + 15} ${y + 530} L${x + w / 2 - 9} ${y + 546} Z`, C.paper),
      path(`M${x + w / 2 - 90} ${y + 518} l-22 12 l22 12 Z M${x + w / 2 - 112} ${y + 518} v24`, C.paper, {
        stroke: C.paper,
        'stroke-width': 4,
      }),
      path(`M${x + w / 2 + 90} ${y + 518} l22 12 l-22 12 Z M${x + w / 2 + 112} ${y + 518} v24`, C.paper, {
        stroke: C.paper,
        'stroke-width': 4,
      }),
    )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gSky)', [
        [300, 200, 260, C.sky, 0.2],
        [1350, 760, 320, C.indigo, 0.12],
        [800, 480, 380, '#ffffff', 0.5],
      ]),
      dotGrid(1210, 80, 280, 196, 'dotsNavy'),
      // widget tree
      (() => {
        const nodes: Array<[number, number, string]> = [
          [300, 250, C.navy],
          [200, 420, C.blue],
          [400, 420, C.teal],
          [140, 590, C.sky],
          [260, 590, C.indigo],
          [400, 590, C.amber],
        ]
        const links = [
          [0, 1],
          [0, 2],
          [1, 3],
          [1, 4],
          [2, 5],
        ]
        return join(
          links.map(([a, b]) =>
            stroke(
              `M${nodes[a][0]} ${nodes[a][1] + 34} V${(nodes[a][1] + nodes[b][1]) / 2} H${nodes[b][0]} V${nodes[b][1] - 34}`,
              C.navy,
              4,
              { opacity: 0.35 },
            ),
          ),
          nodes.map(([x, y, c], i) =>
            join(
              rect(x - 44, y - 34, 88, 68, c, 18, { filter: 'url(#sh)' }),
              i === 0
                ? icon('layers', x, y, 0.9, C.paper, 4)
                : join(
                    pill(x - 24, y - 10, 48, 8, '#ffffff', { opacity: 0.8 }),
                    pill(x - 24, y + 4, 30, 8, '#ffffff', { opacity: 0.5 }),
                  ),
            ),
          ),
        )
      })(),
      phone(500, 90, 340, 700, appA),
      place(900, 140, phone(0, 0, 320, 660, appB), 1, 6),
      // widgets
      card(1230, 330, 250, 110, C.paper, 24),
      pill(1260, 370, 84, 40, C.teal),
      circle(1324, 390, 16, C.paper),
      pill(1364, 374, 90, 12, C.line),
      pill(1364, 396, 60, 10, C.haze),
      card(1230, 480, 250, 110, C.paper, 24),
      stars(1266, 535, 5, 16, 4),
      card(1260, 630, 190, 110, C.paper, 24),
      pill(1290, 682, 130, 8, C.haze),
      pill(1290, 682, 80, 8, C.indigo),
      circle(1370, 686, 14, C.paper, { stroke: C.indigo, 'stroke-width': 5 }),
      place(
        140,
        720,
        join(circle(0, 0, 42, 'url(#gAmber)', { filter: 'url(#sh)' }), icon('bolt', 0, 0, 1.1, C.paper, 4, true)),
      ),
    ),
  )
}

function pipeline(
  x: number,
  y: number,
  w: number,
  names: string[],
  colors: string[],
  r = 42,
  trackColor: string = C.line,
): string {
  const step = w / (names.length - 1)
  return join(
    line(x, y, x + w, y, trackColor, 8, { 'stroke-dasharray': '2 18' }),
    names.map((n, i) =>
      join(
        circle(x + i * step, y, r, colors[i % colors.length], { filter: 'url(#sh)' }),
        icon(n, x + i * step, y, r / 36, C.paper, 4),
      ),
    ),
  )
}

function courseCloudDevops(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [800, 260, 420, '#ffffff', 0.6],
        [1460, 820, 260, C.teal, 0.12],
        [120, 860, 220, C.violet, 0.1],
      ]),
      dotGrid(1240, 60, 300, 200, 'dotsNavy'),
      cloud(800, 240, 560, 'url(#gNavy)', { filter: 'url(#sh)' }),
      cloud(640, 150, 170, '#ffffff', { opacity: 0.16 }),
      stroke('M800 300 V190 M760 230 L800 190 L840 230', C.amberSoft, 16),
      stroke('M620 370 C620 420 420 410 420 470 M800 410 V470 M980 370 C980 420 1180 410 1180 470', C.navy, 5, {
        'stroke-dasharray': '12 12',
        opacity: 0.45,
      }),
      serverRack(310, 470, 220, 3, 3),
      serverRack(690, 470, 220, 3, 5),
      serverRack(1070, 470, 220, 3, 8),
      card(260, 680, 1080, 150, C.paper, 30),
      pipeline(
        360,
        755,
        880,
        ['code', 'git', 'box', 'check', 'rocket'],
        [C.indigo, C.violet, C.teal, C.tealDark, C.amber],
      ),
      // infinity loop
      place(
        60,
        300,
        stroke(
          'M0 0 C40 -60 100 -60 120 0 C140 60 200 60 240 0 C200 -60 140 -60 120 0 C100 60 40 60 0 0 Z',
          'url(#gTealBlue)',
          18,
        ),
        0.75,
      ),
      place(1450, 400, join(circle(0, 0, 46, C.paper, { filter: 'url(#sh)' }), icon('layers', 0, 0, 1.2, C.teal, 4))),
    ),
  )
}

function radar(cx: number, cy: number, r: number, color: string, rings = 4, opacity = 0.25): string {
  return join(
    range(rings).map((i) =>
      circle(cx, cy, (r * (i + 1)) / rings, 'none', {
        stroke: color,
        'stroke-width': 2,
        opacity: opacity * (1 - i / (rings + 1)),
      }),
    ),
  )
}

function bitRain(x: number, y: number, w: number, h: number, seed: number, color: string): string {
  const r = rng(seed)
  const cols = Math.floor(w / 44)
  return join(
    range(cols).map((c) => {
      const len = 3 + Math.floor(r() * 6)
      const start = r() * (h - len * 26)
      return range(len)
        .map((k) =>
          rect(x + c * 44, y + start + k * 26, r() > 0.5 ? 16 : 8, 10, color, 3, {
            opacity: (0.08 + (k / len) * 0.35).toFixed(2),
          }),
        )
        .join('')
    }),
  )
}

function shieldLock(cx: number, cy: number, s: number, fill: string): string {
  return place(
    cx,
    cy,
    join(
      path('M0 -230 L190 -160 V10 C190 130 100 200 0 240 C-100 200 -190 130 -190 10 V-160 Z', fill, {
        filter: 'url(#shDark)',
      }),
      path('M0 -190 L150 -134 V10 C150 108 80 164 0 198 Z', '#ffffff', { opacity: 0.12 }),
      rect(-70, -20, 140, 120, C.paper, 22),
      stroke('M-42 -20 V-62 A42 42 0 0 1 42 -62 V-20', C.paper, 22),
      circle(0, 28, 16, C.navy),
      rect(-6, 34, 12, 36, C.navy, 6),
    ),
    s,
  )
}

function courseCybersecurity(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNight)', [[800, 450, 420, C.blue, 0.12]]),
      bitRain(0, 0, W, H, 7, C.mint),
      circle(800, 450, 400, 'url(#gGlowTeal)'),
      radar(800, 450, 400, C.mint, 5, 0.5),
      shieldLock(800, 440, 1.05, 'url(#gTealBlue)'),
      // scan line
      rect(520, 600, 560, 6, C.mint, 3, { opacity: 0.7 }),
      rect(
        520,
        606,
        560,
        60,
        grad(
          [
            [C.mint, 0.25],
            [C.mint, 0],
          ],
          true,
        ),
      ),
      // password card
      card(150, 190, 340, 170, C.slate, 24, true),
      circle(200, 240, 20, C.amber),
      icon('key', 200, 240, 0.6, C.ink, 5),
      pill(236, 232, 120, 14, C.grey),
      rect(180, 284, 280, 48, C.ink, 14),
      range(6).map((i) => circle(208 + i * 30, 308, 8, C.paper)),
      // alert card
      card(1150, 180, 320, 150, C.slate, 24, true),
      path('M1210 220 L1244 280 H1176 Z', C.amber, { stroke: C.amber, 'stroke-width': 10, 'stroke-linejoin': 'round' }),
      rect(1206, 238, 8, 22, C.ink, 4),
      circle(1210, 270, 4.5, C.ink),
      textLines(1270, 230, [150, 110, 130], C.grey, 12, 26),
      // fingerprint card
      card(1180, 560, 260, 210, C.slate, 24, true),
      icon('fingerprint', 1310, 665, 3, C.mint, 3),
      // status card
      card(170, 560, 310, 200, C.slate, 24, true),
      range(3).map((i) =>
        join(
          circle(210, 612 + i * 48, 12, i === 2 ? C.amber : C.teal),
          pill(236, 606 + i * 48, 150 + ((i * 37) % 60), 12, C.slate2),
        ),
      ),
    ),
  )
}

function courseUiUx(): Artwork {
  const swatches = [C.navy, C.indigo, C.teal, C.amber, '#f472b6']
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gWarm)', [
        [1400, 160, 260, C.amber, 0.14],
        [200, 780, 280, C.violet, 0.12],
      ]),
      card(130, 100, 1180, 700, C.paper, 28),
      rect(130, 100, 1180, 60, '#f1f5f9', 28),
      rect(130, 130, 1180, 30, '#f1f5f9'),
      range(3).map((i) => circle(166 + i * 24, 130, 7, ['#f87171', '#fbbf24', '#34d399'][i])),
      range(5).map((i) => rect(560 + i * 56, 114, 36, 32, i === 1 ? C.mist : '#f1f5f9', 8)),
      icon('layers', 578, 130, 0.55, C.slate2, 5),
      // layers panel
      rect(130, 160, 250, 640, C.snow),
      range(8).map((i) =>
        join(
          rect(150, 190 + i * 52, 22, 22, i === 2 ? C.indigo : C.line, 5),
          pill(186, 196 + i * 52, 120 - (i % 3) * 26, 10, i === 2 ? C.indigo : C.line),
        ),
      ),
      rect(140, 176 + 2 * 52, 230, 50, C.indigo, 10, { opacity: 0.08 }),
      // properties panel
      rect(1080, 160, 230, 640, C.snow),
      pill(1104, 196, 90, 12, C.slate2),
      range(3).map((i) =>
        join(
          pill(1104, 246 + i * 56, 180, 8, C.haze),
          pill(1104, 246 + i * 56, 60 + i * 40, 8, C.indigo),
          circle(1164 + i * 40, 250 + i * 56, 12, C.paper, { stroke: C.indigo, 'stroke-width': 4 }),
        ),
      ),
      swatches.map((c, i) => circle(1120 + i * 40, 440, 15, c)),
      rect(1104, 490, 180, 110, 'url(#gIndigo)', 14),
      pill(1104, 620, 180, 40, C.amber),
      // canvas: mobile artboard
      rect(400, 180, 660, 600, '#eef2f7'),
      rect(470, 220, 240, 500, C.paper, 26, { filter: 'url(#sh)' }),
      rect(470, 220, 240, 150, 'url(#gTealBlue)', 26),
      rect(470, 330, 240, 40, C.paper),
      circle(590, 330, 36, C.paper),
      circle(590, 330, 28, C.amber),
      pill(530, 390, 120, 14, C.slate2),
      pill(550, 414, 80, 10, C.line),
      range(3).map((i) => rect(494 + i * 66, 450, 58, 58, [C.mist, '#ccfbf1', '#fef3c7'][i], 14)),
      textLines(494, 536, [190, 160, 176], C.haze),
      pill(494, 640, 190, 44, C.indigo),
      // selected card with handles
      rect(760, 260, 250, 170, C.paper, 20, { filter: 'url(#sh)' }),
      rect(784, 284, 200, 80, C.mist, 12),
      pill(784, 382, 130, 12, C.line),
      rect(752, 252, 266, 186, 'none', 0, { stroke: C.blue, 'stroke-width': 3 }),
      [
        [752, 252],
        [1018, 252],
        [752, 438],
        [1018, 438],
      ].map(([x, y]) => rect(x - 8, y - 8, 16, 16, C.paper, 2, { stroke: C.blue, 'stroke-width': 3 })),
      // pen tool curve
      stroke('M770 620 C820 500 930 700 1000 560', C.amber, 6),
      line(770, 620, 800, 520, C.grey, 3),
      line(1000, 560, 960, 660, C.grey, 3),
      circle(800, 520, 8, C.paper, { stroke: C.grey, 'stroke-width': 3 }),
      circle(960, 660, 8, C.paper, { stroke: C.grey, 'stroke-width': 3 }),
      rect(760, 610, 20, 20, C.paper, 3, { stroke: C.amber, 'stroke-width': 4 }),
      rect(990, 550, 20, 20, C.amber, 3),
      // cursor
      path('M1030 590 L1030 650 L1046 636 L1058 662 L1070 656 L1058 630 L1078 630 Z', C.ink, {
        stroke: C.paper,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }),
      // floating palette
      card(1340, 300, 180, 300, C.paper, 26),
      swatches.map((c, i) => rect(1370, 330 + i * 50, 120, 36, c, 10)),
    ),
  )
}

function courseDigitalMarketing(): Artwork {
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

// ---------------------------------------------------------------------------
// Pictures: hero slides (16:9)
// ---------------------------------------------------------------------------

function heroFullStack(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNight)', [
        [1200, 200, 360, C.indigo, 0.3],
        [300, 760, 320, C.teal, 0.2],
      ]),
      dotGrid(0, 0, W, H),
      circle(720, 420, 460, 'url(#gGlowIndigo)'),
      laptop(380, 170, 720, (x, y, w, h) =>
        join(
          rect(x, y, 150, h, C.slate),
          range(6).map((i) =>
            join(
              rect(x + 24, y + 30 + i * 44, 18, 18, i === 1 ? C.amber : C.slate2, 4),
              pill(x + 52, y + 34 + i * 44, 70 - (i % 3) * 14, 10, i === 1 ? C.paper : C.grey),
            ),
          ),
          code(x + 180, y + 34, codeRows(21, 11), 34),
        ),
      ),
      // API braces card
      card(1130, 150, 300, 190, C.paper, 26),
      stroke(
        'M1190 200 C1170 200 1176 245 1160 245 C1176 245 1170 290 1190 290 M1370 200 C1390 200 1384 245 1400 245 C1384 245 1390 290 1370 290',
        C.indigo,
        9,
      ),
      circle(1240, 245, 12, C.amber),
      circle(1280, 245, 12, C.teal),
      circle(1320, 245, 12, C.indigo),
      // database card
      card(1160, 420, 260, 250, C.slate, 26, true),
      database(1290, 470, 130, 130, C.tealDark, C.mint),
      // reusable components
      place(
        230,
        290,
        join(
          circle(0, 0, 130, C.paper, { opacity: 0.05 }),
          rect(-92, -92, 84, 84, C.indigo, 22, { filter: 'url(#shDark)' }),
          rect(8, -92, 84, 84, C.teal, 22, { filter: 'url(#shDark)' }),
          rect(-92, 8, 84, 84, C.sky, 22, { filter: 'url(#shDark)' }),
          place(50, 50, rect(-42, -42, 84, 84, C.amber, 22, { filter: 'url(#shDark)' }), 1, 18),
          icon('code', -50, -50, 0.9, C.paper, 4),
          icon('layers', 50, -50, 0.9, C.paper, 4),
          icon('box', -50, 50, 0.9, C.paper, 4),
          icon('bolt', 50, 50, 0.8, C.ink, 4, true),
        ),
      ),
      // terminal
      card(140, 560, 330, 190, C.ink, 24, true),
      rect(140, 560, 330, 44, C.slate, 24),
      rect(140, 584, 330, 20, C.slate),
      icon('terminal', 184, 650, 0.8, C.mint, 5),
      pill(214, 644, 170, 12, C.mint),
      pill(184, 690, 120, 12, C.grey),
      pill(314, 690, 80, 12, C.amber),
      place(1460, 760, join(circle(0, 0, 48, 'url(#gAmber)'), icon('rocket', 0, 0, 1.2, C.ink, 4))),
      stroke('M470 640 C560 640 560 720 640 720', C.grey, 4, { 'stroke-dasharray': '8 10', opacity: 0.6 }),
      stroke('M1110 300 C1090 300 1100 360 1080 360', C.grey, 4, { 'stroke-dasharray': '8 10', opacity: 0.6 }),
    ),
  )
}

function heroDataScience(): Artwork {
  const globe = (cx: number, cy: number, r: number) =>
    join(
      circle(cx, cy, r, 'url(#gTealBlue)', { opacity: 0.9 }),
      ellipse(cx, cy, r * 0.45, r, 'none', { stroke: C.paper, 'stroke-width': 3, opacity: 0.4 }),
      ellipse(cx, cy, r * 0.85, r, 'none', { stroke: C.paper, 'stroke-width': 3, opacity: 0.3 }),
      line(cx, cy - r, cx, cy + r, C.paper, 3, { opacity: 0.4 }),
      [-0.5, 0, 0.5].map((k) =>
        ellipse(cx, cy + k * r, Math.sqrt(1 - k * k) * r, 8, 'none', {
          stroke: C.paper,
          'stroke-width': 3,
          opacity: 0.35,
        }),
      ),
    )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNavy)', [
        [1300, 160, 320, C.teal, 0.2],
        [200, 200, 260, C.amber, 0.12],
      ]),
      dotGrid(0, 0, W, 520),
      // layered area waves
      path(
        smoothPath([
          [0, 700],
          [260, 620],
          [520, 660],
          [800, 540],
          [1080, 600],
          [1340, 480],
          [1600, 520],
        ]) + ' L1600 900 L0 900 Z',
        C.indigo,
        { opacity: 0.55 },
      ),
      path(
        smoothPath([
          [0, 780],
          [300, 700],
          [600, 740],
          [900, 640],
          [1200, 700],
          [1600, 610],
        ]) + ' L1600 900 L0 900 Z',
        C.teal,
        { opacity: 0.55 },
      ),
      path(
        smoothPath([
          [0, 850],
          [400, 790],
          [800, 820],
          [1200, 760],
          [1600, 780],
        ]) + ' L1600 900 L0 900 Z',
        C.navy,
        { opacity: 0.8 },
      ),
      // main glass dashboard
      card(420, 120, 760, 480, C.paper, 30),
      pill(470, 170, 160, 16, C.navy),
      range(3).map((i) => pill(1000 + i * 46, 166, 34, 22, i === 0 ? C.indigo : C.haze)),
      lineChart(470, 240, 380, 300, [0.3, 0.5, 0.42, 0.68, 0.6, 0.9, 0.84], C.indigo),
      donut(1010, 330, 90, 30, [
        [50, C.teal],
        [30, C.amber],
        [20, C.indigo],
      ]),
      textLines(930, 460, [160, 130], C.haze),
      range(3).map((i) =>
        join(circle(940 + i * 70, 520, 9, [C.teal, C.amber, C.indigo][i]), pill(955 + i * 70, 515, 34, 10, C.line)),
      ),
      globe(1350, 250, 120),
      // scatter card
      card(120, 260, 260, 260, C.paper, 26),
      (() => {
        const r = rng(9)
        const centres: Array<[number, number, string]> = [
          [195, 340, C.indigo],
          [310, 365, C.teal],
          [240, 455, C.amber],
        ]
        return join(
          centres.map(([cx, cy, c]) => circle(cx, cy, 52, c, { opacity: 0.1 })),
          range(27).map((i) => {
            const [cx, cy, c] = centres[i % 3]
            const a = r() * Math.PI * 2
            const d = Math.sqrt(r()) * 44
            return circle(cx + d * Math.cos(a), cy + d * Math.sin(a), 7, c, { opacity: 0.9 })
          }),
        )
      })(),
      card(1230, 470, 250, 130, C.paper, 24),
      circle(1280, 535, 28, C.amber),
      icon('trend', 1280, 535, 0.7, C.paper, 5),
      pill(1326, 515, 110, 16, C.slate2),
      pill(1326, 545, 70, 12, C.teal),
    ),
  )
}

function hexagon(cx: number, cy: number, r: number, fill: string, a: Attr = {}): string {
  const pts = range(6)
    .map((i) => {
      const ang = ((60 * i - 30) * Math.PI) / 180
      return `${num(cx + r * Math.cos(ang))},${num(cy + r * Math.sin(ang))}`
    })
    .join(' ')
  return el('polygon', { points: pts, fill, 'stroke-linejoin': 'round', ...a })
}

function heroCloudDevops(): Artwork {
  const nodes: Array<[number, number, string, string]> = [
    [520, 300, C.indigo, 'box'],
    [800, 230, C.teal, 'layers'],
    [1080, 300, C.amber, 'database'],
    [660, 500, C.blue, 'git'],
    [940, 500, C.violet, 'shieldCheck'],
  ]
  const edges = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 3],
    [1, 4],
    [2, 4],
    [3, 4],
  ]
  return doc(
    W,
    H,
    join(
      backdrop(W, H, grad(['#042f2e', '#0f172a', C.navy]), [[800, 360, 420, C.teal, 0.12]]),
      dotGrid(0, 0, W, H),
      cloud(800, 370, 1060, '#ffffff', { opacity: 0.06 }),
      cloud(800, 370, 1060, 'none', { stroke: C.mint, 'stroke-width': 3, opacity: 0.35, 'stroke-dasharray': '14 14' }),
      edges.map(([a, b]) => line(nodes[a][0], nodes[a][1], nodes[b][0], nodes[b][1], C.mint, 4, { opacity: 0.45 })),
      nodes.map(([x, y, c, n]) =>
        join(
          hexagon(x, y, 70, C.slate, { filter: 'url(#shDark)' }),
          hexagon(x, y, 56, c),
          icon(n, x, y, 1.2, C.paper, 4),
        ),
      ),
      // containers stack
      place(
        180,
        560,
        join(
          range(3).map((i) =>
            join(
              rect(0, -i * 64, 200, 56, [C.blue, C.teal, C.indigo][i], 10, { filter: 'url(#sh)' }),
              range(5).map((k) => rect(18 + k * 36, 14 - i * 64, 20, 28, '#ffffff', 4, { opacity: 0.3 })),
            ),
          ),
        ),
      ),
      // terminal card
      card(1220, 540, 260, 170, C.ink, 22, true),
      icon('terminal', 1260, 590, 0.7, C.mint, 5),
      pill(1290, 584, 120, 12, C.mint),
      pill(1260, 624, 170, 12, C.grey),
      pill(1260, 654, 100, 12, C.amber),
      // infinity loop
      place(
        570,
        760,
        stroke(
          'M0 0 C60 -90 150 -90 230 0 C310 90 400 90 460 0 C400 -90 310 -90 230 0 C150 90 60 90 0 0 Z',
          grad([C.amber, C.mint]),
          24,
        ),
      ),
      circle(800, 760, 14, C.paper),
    ),
  )
}

function heroCybersecurity(): Artwork {
  const hexRows = g(
    join(
      range(8).map((row) =>
        join(range(16).map((col) => hexagon(col * 104 + (row % 2) * 52, row * 90 + 40, 50, 'none'))),
      ),
    ),
    {
      stroke: C.sky,
      'stroke-width': 2,
      opacity: 0.08,
    },
  )
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gNight)'),
      hexRows,
      circle(800, 450, 520, 'url(#gGlowIndigo)'),
      radar(800, 450, 360, C.sky, 4, 0.45),
      path(
        'M800 450 L800 90 A360 360 0 0 1 1111.8 270 Z',
        grad([
          [C.mint, 0.35],
          [C.mint, 0],
        ]),
        {},
      ),
      shieldLock(800, 450, 1.15, 'url(#gBlue)'),
      // orbiting nodes
      [
        [470, 230],
        [1130, 240],
        [420, 640],
        [1180, 660],
      ].map(([x, y], i) =>
        join(
          circle(x, y, 44, C.slate, { filter: 'url(#shDark)' }),
          icon(['eye', 'wifi', 'key', 'fingerprint'][i], x, y, 1, [C.mint, C.amber, C.sky, C.mint][i], 4),
        ),
      ),
      card(120, 160, 240, 130, C.slate, 22, true),
      circle(170, 225, 24, C.green),
      icon('check', 170, 225, 0.7, C.ink, 6),
      pill(210, 212, 110, 12, C.paper),
      pill(210, 234, 80, 10, C.grey),
      card(1250, 380, 240, 150, C.slate, 22, true),
      path('M1300 420 L1330 474 H1270 Z', C.amber, { stroke: C.amber, 'stroke-width': 10, 'stroke-linejoin': 'round' }),
      rect(1296, 436, 8, 20, C.ink, 4),
      circle(1300, 464, 4, C.ink),
      pill(1350, 430, 110, 12, C.paper),
      pill(1350, 454, 90, 10, C.grey),
      pill(1350, 478, 70, 10, C.grey),
      bitRain(80, 560, 280, 300, 13, C.mint),
    ),
  )
}

function heroProjectManagement(): Artwork {
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

// ---------------------------------------------------------------------------
// Pictures: live projects (16:9)
// ---------------------------------------------------------------------------

function product(x: number, y: number, w: number, kind: number): string {
  const h = w * 0.8
  const bg = [C.mist, '#fef3c7', '#ccfbf1', '#fce7f3', '#e0f2fe', '#ede9fe'][kind % 6]
  const cx = x + w / 2
  const cy = y + h / 2
  const shape = [
    // t-shirt
    path(
      `M${cx - 50} ${cy - 50} L${cx - 20} ${cy - 62} Q${cx} ${cy - 46} ${cx + 20} ${cy - 62} L${cx + 50} ${cy - 50} L${cx + 70} ${cy - 14} L${cx + 44} ${cy - 4} L${cx + 44} ${cy + 58} L${cx - 44} ${cy + 58} L${cx - 44} ${cy - 4} L${cx - 70} ${cy - 14} Z`,
      C.indigo,
    ),
    // watch
    join(
      rect(cx - 22, cy - 74, 44, 148, C.slate2, 12),
      circle(cx, cy, 46, C.ink),
      circle(cx, cy, 36, C.amber),
      line(cx, cy, cx, cy - 22, C.ink, 5),
      line(cx, cy, cx + 16, cy, C.ink, 5),
    ),
    // sneaker
    join(
      path(
        `M${cx - 80} ${cy + 30} L${cx - 70} ${cy - 30} Q${cx - 40} ${cy - 24} ${cx - 20} ${cy - 44} L${cx + 30} ${cy - 8} Q${cx + 70} ${cy - 4} ${cx + 80} ${cy + 30} Z`,
        C.teal,
      ),
      rect(cx - 84, cy + 26, 168, 18, C.paper, 9),
      line(cx - 30, cy - 20, cx - 14, cy - 32, C.paper, 5),
      line(cx - 18, cy - 10, cx - 2, cy - 22, C.paper, 5),
    ),
    // handbag
    join(
      stroke(`M${cx - 30} ${cy - 20} V${cy - 40} A30 30 0 0 1 ${cx + 30} ${cy - 40} V${cy - 20}`, '#be185d', 10),
      rect(cx - 64, cy - 24, 128, 96, '#f472b6', 18),
      rect(cx - 14, cy, 28, 16, C.amberSoft, 4),
    ),
    // headphones
    join(
      stroke(`M${cx - 54} ${cy + 10} V${cy - 10} A54 54 0 0 1 ${cx + 54} ${cy - 10} V${cy + 10}`, C.navy, 14),
      rect(cx - 74, cy, 40, 64, C.blue, 16),
      rect(cx + 34, cy, 40, 64, C.blue, 16),
    ),
    // camera
    join(
      rect(cx - 76, cy - 40, 152, 100, C.slate2, 18),
      rect(cx - 40, cy - 58, 60, 24, C.slate2, 8),
      circle(cx, cy + 10, 36, C.ink),
      circle(cx, cy + 10, 24, C.violet),
      circle(cx + 52, cy - 20, 7, C.amber),
    ),
  ][kind % 6]
  return join(
    rect(x, y, w, h, bg, 16),
    place(cx, cy, place(-cx, -cy, shape), w / 260),
    pill(x, y + h + 16, w * 0.7, 12, C.slate2),
    pill(x, y + h + 40, w * 0.35, 14, C.indigo),
    stars(x + w * 0.5, y + h + 47, 4, 6, 4),
  )
}

function projectEcommerce(): Artwork {
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [1460, 120, 280, C.violet, 0.12],
        [120, 820, 280, C.teal, 0.14],
      ]),
      dotGrid(60, 640, 300, 200, 'dotsNavy'),
      browser(140, 90, 1000, 720, (x, y, w) =>
        join(
          circle(x + 44, y + 38, 15, C.amber),
          pill(x + 70, y + 32, 90, 12, C.navy),
          pill(x + 300, y + 20, 360, 36, C.snow, { stroke: C.haze, 'stroke-width': 2 }),
          icon('search', x + 328, y + 38, 0.45, C.grey, 5),
          icon('cart', x + w - 60, y + 40, 0.9, C.navy, 4),
          circle(x + w - 40, y + 22, 12, C.rose),
          clip(
            rect(x + 40, y + 84, w - 80, 170, '#000', 22),
            join(
              rect(x + 40, y + 84, w - 80, 170, 'url(#gNavy)'),
              circle(x + w - 200, y + 200, 130, C.amber, { opacity: 0.3 }),
              circle(x + w - 150, y + 150, 60, C.amber, { opacity: 0.7 }),
              icon('cart', x + w - 330, y + 170, 1.6, C.paper, 4),
            ),
          ),
          rect(x + 80, y + 130, 260, 24, C.paper, 12),
          pill(x + 80, y + 170, 180, 12, C.lavender),
          pill(x + 80, y + 200, 120, 34, C.amber),
          range(4).map((i) => product(x + 40 + i * ((w - 80 - 60) / 4 + 20), y + 290, (w - 80 - 60) / 4, i)),
        ),
      ),
      // cart panel
      card(1180, 170, 320, 420, C.paper, 28),
      pill(1214, 210, 110, 16, C.navy),
      range(3).map((i) =>
        join(
          rect(1214, 252 + i * 86, 64, 64, [C.mist, '#fef3c7', '#ccfbf1'][i], 14),
          pill(1294, 264 + i * 86, 120, 12, C.slate2),
          pill(1294, 288 + i * 86, 70, 12, C.indigo),
          rect(1430, 268 + i * 86, 40, 32, C.snow, 8, { stroke: C.haze, 'stroke-width': 2 }),
        ),
      ),
      line(1214, 512, 1466, 512, C.haze, 2),
      pill(1214, 532, 252, 44, 'url(#gAmber)'),
      // payment card
      place(
        1200,
        640,
        join(
          rect(0, 0, 300, 180, 'url(#gTealBlue)', 24, { filter: 'url(#sh)' }),
          rect(28, 50, 54, 40, C.amberSoft, 8),
          range(4).map((i) => pill(28 + i * 64, 120, 48, 12, '#ffffff', { opacity: 0.7 })),
          circle(236, 40, 18, '#ffffff', { opacity: 0.5 }),
          circle(260, 40, 18, '#ffffff', { opacity: 0.3 }),
        ),
        1,
        -6,
      ),
    ),
  )
}

function projectFoodDelivery(): Artwork {
  const map = (x: number, y: number, w: number, h: number) => {
    const route = `M${x + 70} ${y + 470} C${x + 70} ${y + 380} ${x + 200} ${y + 400} ${x + 200} ${y + 300} S${x + 110} ${y + 200} ${x + 220} ${y + 150}`
    return join(
      rect(x, y, w, h, '#e8f1ea'),
      [
        [0.18, 0.3],
        [0.55, 0.2],
        [0.2, 0.7],
        [0.65, 0.62],
      ].map(([px, py]) => rect(x + px * w, y + py * h, 80, 60, '#d7e6da', 12)),
      range(5).map((i) => rect(x, y + 80 + i * 130, w, 18, C.paper)),
      range(3).map((i) => rect(x + 40 + i * 110, y, 18, h, C.paper)),
      rect(x + w - 90, y + 60, 70, 90, '#bfdbfe', 16),
      stroke(route, C.indigo, 10),
      stroke(route, C.paper, 3, { 'stroke-dasharray': '2 14' }),
      icon('pin', x + 220, y + 132, 1.3, C.rose, 3, true),
      circle(x + 220, y + 123, 7, C.paper),
      circle(x + 70, y + 470, 16, C.paper, { stroke: C.amber, 'stroke-width': 8 }),
      rect(x + 16, y + h - 260, w - 32, 240, C.paper, 24, { filter: 'url(#sh)' }),
      rect(x + 36, y + h - 236, 70, 70, '#fef3c7', 16),
      circle(x + 71, y + h - 201, 20, C.amber),
      pill(x + 122, y + h - 228, 130, 14, C.slate2),
      pill(x + 122, y + h - 202, 90, 10, C.line),
      range(4).map((i) =>
        join(
          circle(x + 50 + i * 66, y + h - 130, 12, i < 3 ? C.teal : C.haze),
          i < 3 && line(x + 62 + i * 66, y + h - 130, x + 104 + i * 66, y + h - 130, i < 2 ? C.teal : C.haze, 5),
        ),
      ),
      pill(x + 36, y + h - 86, w - 72, 44, C.amber),
    )
  }
  return doc(
    W,
    H,
    join(
      backdrop(W, H, grad(['#fff7ed', '#fde68a']), [
        [1350, 160, 300, C.amber, 0.18],
        [200, 760, 260, '#f97316', 0.12],
        [800, 460, 420, '#ffffff', 0.5],
      ]),
      dotGrid(1200, 640, 320, 200, 'dotsNavy'),
      phone(610, 80, 360, 740, map),
      // food bowl
      place(
        330,
        430,
        join(
          circle(0, 0, 190, C.paper, { filter: 'url(#sh)' }),
          ellipse(0, -10, 130, 30, '#fde68a'),
          circle(-60, -24, 26, C.teal),
          circle(-10, -34, 24, '#f97316'),
          circle(40, -26, 26, C.green),
          circle(80, -16, 18, C.rose),
          path('M-140 -10 H140 C140 80 80 120 0 120 C-80 120 -140 80 -140 -10 Z', 'url(#gSunset)'),
          rect(-60, 116, 120, 16, '#ea580c', 8),
          stroke(
            'M-50 -80 C-70 -110 -30 -130 -50 -160 M0 -90 C-20 -120 20 -140 0 -170 M50 -80 C30 -110 70 -130 50 -160',
            C.grey,
            7,
            { opacity: 0.6 },
          ),
        ),
      ),
      // scooter badge
      place(
        1230,
        300,
        join(
          circle(0, 0, 130, C.paper, { filter: 'url(#sh)' }),
          stroke('M62 52 L38 -52', C.slate2, 12),
          stroke('M22 -56 H56', C.ink, 12),
          path('M-96 42 C-98 6 -74 -6 -40 -6 H0 L14 30 H40 L30 -30 L48 -34 L62 42 Z', C.indigo),
          pill(-92, -26, 74, 20, C.ink),
          rect(-104, -100, 78, 68, C.amber, 12),
          rect(-104, -74, 78, 12, '#d97706'),
          circle(-62, 54, 28, C.ink),
          circle(-62, 54, 11, C.haze),
          circle(66, 54, 28, C.ink),
          circle(66, 54, 11, C.haze),
          circle(48, -8, 8, C.amberSoft),
        ),
      ),
      // ETA card
      card(1120, 520, 290, 130, C.paper, 24),
      icon('clock', 1175, 585, 1.1, C.teal, 5),
      pill(1220, 565, 110, 16, C.slate2),
      pill(1220, 595, 150, 10, C.line),
      card(180, 690, 260, 100, C.paper, 24),
      stars(220, 740, 5, 15, 5),
    ),
  )
}

function projectSentiment(): Artwork {
  const smiley = (cx: number, cy: number, r: number, mood: 1 | 0 | -1) =>
    join(
      circle(cx, cy, r, mood === 1 ? C.green : mood === 0 ? C.amber : C.rose),
      circle(cx - r * 0.35, cy - r * 0.2, r * 0.12, C.paper),
      circle(cx + r * 0.35, cy - r * 0.2, r * 0.12, C.paper),
      mood === 0
        ? line(cx - r * 0.4, cy + r * 0.35, cx + r * 0.4, cy + r * 0.35, C.paper, r * 0.14)
        : stroke(
            `M${cx - r * 0.45} ${cy + r * (mood === 1 ? 0.25 : 0.5)} Q${cx} ${cy + r * (mood === 1 ? 0.7 : 0.1)} ${cx + r * 0.45} ${cy + r * (mood === 1 ? 0.25 : 0.5)}`,
            C.paper,
            r * 0.14,
          ),
    )
  const bubble = (x: number, y: number, w: number, mood: 1 | 0 | -1, look: Look, bg: string) =>
    join(
      avatar(x + 30, y + 40, 30, look, bg),
      rect(x + 76, y, w, 84, C.paper, 22, { filter: 'url(#sh)' }),
      textLines(x + 104, y + 24, [w - 130, w - 180], C.line, 12, 24),
      smiley(x + 76 + w, y + 8, 24, mood),
    )
  const gaugeR = 150
  const arc = (from: number, to: number, color: string) => {
    const p = (a: number) => [
      1230 + gaugeR * Math.cos((a * Math.PI) / 180),
      470 + gaugeR * Math.sin((a * Math.PI) / 180),
    ]
    const [x1, y1] = p(from)
    const [x2, y2] = p(to)
    return stroke(`M${num(x1)} ${num(y1)} A${gaugeR} ${gaugeR} 0 0 1 ${num(x2)} ${num(y2)}`, color, 40, {
      'stroke-linecap': 'butt',
    })
  }
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gLight)', [
        [1250, 420, 360, '#ffffff', 0.55],
        [160, 120, 260, C.violet, 0.12],
        [1480, 840, 260, C.teal, 0.16],
      ]),
      dotGrid(60, 660, 280, 196, 'dotsNavy'),
      bubble(110, 150, 400, 1, CAST[1], '#ccfbf1'),
      bubble(160, 290, 340, -1, CAST[2], '#fef3c7'),
      bubble(110, 430, 380, 1, CAST[3], C.mist),
      bubble(160, 570, 320, 0, CAST[4], '#e0f2fe'),
      // model node
      stroke('M620 300 C680 300 680 420 740 430 M620 580 C680 580 680 450 740 440', C.indigo, 5, {
        'stroke-dasharray': '10 12',
        opacity: 0.6,
      }),
      card(740, 300, 260, 280, 'url(#gNavy)', 32),
      (() => {
        const cols = [
          [0, 1, 2],
          [0, 1, 2, 3],
          [0, 1, 2],
        ]
        const pos = cols.map((col, ci) =>
          col.map((k) => [790 + ci * 80, 380 + (k + (4 - col.length) / 2) * 40] as [number, number]),
        )
        return join(
          pos
            .slice(1)
            .map((layer, li) =>
              layer
                .map(([x2, y2]) =>
                  pos[li].map(([x1, y1]) => line(x1, y1, x2, y2, C.lavender, 2, { opacity: 0.5 })).join(''),
                )
                .join(''),
            ),
          pos.flat().map(([x, y], i) => circle(x, y, 11, i % 4 === 0 ? C.amber : C.mint)),
        )
      })(),
      stroke('M1000 440 H1060', C.indigo, 6),
      path('M1060 426 L1082 440 L1060 454 Z', C.indigo),
      // gauge
      card(1070, 200, 330, 400, C.paper, 30),
      arc(180, 240, C.rose),
      arc(240, 300, C.amber),
      arc(300, 360, C.green),
      line(
        1230,
        470,
        1230 + 120 * Math.cos((-50 * Math.PI) / 180),
        470 + 120 * Math.sin((-50 * Math.PI) / 180),
        C.ink,
        10,
      ),
      circle(1230, 470, 18, C.ink),
      rect(1110, 520, 250, 50, C.snow, 14),
      pill(1130, 539, 160, 12, C.green),
      // distribution card
      card(1100, 650, 300, 170, C.paper, 26),
      barChart(1140, 680, 220, 110, [0.85, 0.45, 0.25], [C.green, C.amber, C.rose], 10),
    ),
  )
}

function projectManagementBoard(): Artwork {
  const columns: Array<[string, number]> = [
    [C.grey, 3],
    [C.amber, 3],
    [C.teal, 2],
  ]
  const tags = [C.indigo, C.teal, C.amber, '#f472b6', C.sky]
  return doc(
    W,
    H,
    join(
      backdrop(W, H, 'url(#gWarm)', [
        [1400, 120, 260, C.indigo, 0.12],
        [200, 800, 300, C.amber, 0.12],
      ]),
      dotGrid(1260, 660, 300, 200, 'dotsNavy'),
      browser(120, 90, 1080, 720, (x, y) =>
        join(
          pill(x + 40, y + 30, 160, 18, C.navy),
          range(4).map((i) =>
            avatar(x + 840 + i * 44, y + 40, 22, CAST[i], [C.mist, '#ccfbf1', '#fef3c7', '#e0f2fe'][i]),
          ),
          pill(x + 1000, y + 24, 44, 32, C.indigo),
          columns.map(([color, n], ci) => {
            const cx = x + 40 + ci * 340
            return join(
              rect(cx, y + 90, 320, 560, '#f1f5f9', 20),
              circle(cx + 30, y + 124, 9, color),
              pill(cx + 50, y + 118, 100, 12, C.slate2),
              pill(cx + 270, y + 114, 30, 20, C.haze),
              range(n).map((k) => {
                const ty = y + 160 + k * 160
                const seed = ci * 3 + k
                return join(
                  rect(cx + 16, ty, 288, 140, C.paper, 16, { filter: 'url(#sh)' }),
                  pill(cx + 36, ty + 20, 60, 14, tags[seed % tags.length], { opacity: 0.85 }),
                  pill(cx + 104, ty + 20, 44, 14, tags[(seed + 2) % tags.length], { opacity: 0.35 }),
                  textLines(cx + 36, ty + 50, [220 - (seed % 3) * 30, 160], C.line, 11, 22),
                  ci === 1
                    ? join(pill(cx + 36, ty + 108, 160, 8, C.haze), pill(cx + 36, ty + 108, 60 + k * 40, 8, C.amber))
                    : ci === 2
                      ? icon('check', cx + 46, ty + 112, 0.6, C.teal, 6)
                      : pill(cx + 36, ty + 106, 70, 12, C.haze),
                  avatar(cx + 272, ty + 110, 16, CAST[(seed + 1) % CAST.length], C.mist),
                )
              }),
            )
          }),
          // dragged card
          place(
            x + 700,
            y + 500,
            join(
              rect(0, 0, 288, 120, C.paper, 16, { filter: 'url(#sh)' }),
              pill(20, 20, 60, 14, C.violet),
              textLines(20, 50, [200, 140], C.line, 11, 22),
            ),
            1,
            -4,
          ),
        ),
      ),
      // burndown card
      card(1230, 170, 280, 230, C.paper, 26),
      pill(1260, 200, 100, 12, C.slate2),
      line(1260, 240, 1480, 370, C.haze, 4, { 'stroke-dasharray': '8 10' }),
      lineChart(1260, 240, 220, 130, [1, 0.85, 0.8, 0.55, 0.45, 0.2], C.indigo, { dots: false, width: 5 }),
      card(1230, 440, 280, 230, C.paper, 26),
      progressRing(1370, 555, 70, 22, 0.64, C.amber),
      icon('calendar', 1370, 555, 0.9, C.slate2, 4),
    ),
  )
}

// ---------------------------------------------------------------------------
// Pictures: mentors (1:1)
// ---------------------------------------------------------------------------

function mentor(look: Look, bg: string, ring: string, accent: string, seed: number): Artwork {
  const r = rng(seed)
  return doc(
    800,
    800,
    join(
      rect(0, 0, 800, 800, bg),
      circle(400, 420, 300, '#ffffff', { opacity: 0.18 }),
      circle(400, 420, 300, 'none', { stroke: ring, 'stroke-width': 6, opacity: 0.5, 'stroke-dasharray': '2 18' }),
      range(14).map(() => circle(60 + r() * 680, 40 + r() * 280, 4 + r() * 6, '#ffffff', { opacity: 0.25 })),
      circle(640, 170, 54, accent, { opacity: 0.9 }),
      path('M110 230 l26 -46 l26 46 Z', '#ffffff', { opacity: 0.35 }),
      place(400, 360, bust(look), 1.2),
    ),
  )
}

// ---------------------------------------------------------------------------
// Pictures: share card, about
// ---------------------------------------------------------------------------

/** The brand mark: a rounded hexagon with a spark (an abstract forge/anvil). */
function brandMark(cx: number, cy: number, s: number): string {
  return place(
    cx,
    cy,
    join(
      hexagon(0, 0, 120, 'url(#gAmber)', { stroke: C.amber, 'stroke-width': 30, filter: 'url(#shDark)' }),
      path('M-62 18 H62 L44 42 H-44 Z', C.navy),
      rect(-20, 42, 40, 30, C.navy, 4),
      path('M-70 18 C-70 -6 -40 -14 -10 -14 H62 C62 4 50 18 30 18 Z', C.navy),
      path('M10 -92 L-18 -40 H6 L-8 -4 L30 -58 H6 Z', C.paper),
    ),
    s,
  )
}

function shareDefault(): Artwork {
  return doc(
    1200,
    630,
    join(
      backdrop(1200, 630, 'url(#gNavy)', [
        [1050, 80, 260, C.teal, 0.22],
        [120, 600, 240, C.amber, 0.18],
      ]),
      dotGrid(0, 0, 1200, 630),
      circle(250, 250, 220, 'url(#gGlowAmber)'),
      brandMark(250, 250, 1),
      // "headline" bars
      rect(120, 430, 420, 34, C.paper, 17),
      rect(120, 482, 300, 34, C.paper, 17, { opacity: 0.85 }),
      pill(120, 548, 140, 18, C.amber),
      pill(276, 548, 100, 18, C.mint),
      // devices
      laptop(660, 170, 400, (x, y, w, h) =>
        join(
          rect(x, y, w, h, C.snow),
          rect(x + 16, y + 16, w - 32, 60, 'url(#gIndigo)', 10),
          barChart(x + 24, y + 96, 150, 96, [0.4, 0.7, 0.55, 0.9, 0.75], [C.teal, C.indigo]),
          donut(x + 270, y + 146, 44, 16, [
            [60, C.amber],
            [40, C.teal],
          ]),
        ),
      ),
      phone(1010, 300, 140, 280, (x, y, w, h) =>
        join(
          rect(x, y, w, 90, 'url(#gTealBlue)'),
          range(3).map((i) =>
            join(
              rect(x + 10, y + 104 + i * 50, w - 20, 40, C.paper, 10),
              circle(x + 30, y + 124 + i * 50, 10, [C.amber, C.indigo, C.teal][i]),
            ),
          ),
          rect(x, y + h - 20, w, 20, C.paper),
        ),
      ),
      place(640, 110, join(circle(0, 0, 36, C.paper, { filter: 'url(#sh)' }), icon('check', 0, 0, 0.9, C.teal, 6))),
      place(610, 500, join(circle(0, 0, 30, C.amber), icon('rocket', 0, 0, 0.8, C.ink, 4))),
    ),
  )
}

function aboutCampus(): Artwork {
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

function aboutTeam(): Artwork {
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

// ---------------------------------------------------------------------------
// Registry
// ---------------------------------------------------------------------------

export const ARTWORK: Record<string, Artwork> = {
  'courses/full-stack': courseFullStack(),
  'courses/data-science': courseDataScience(),
  'courses/flutter': courseFlutter(),
  'courses/cloud-devops': courseCloudDevops(),
  'courses/cybersecurity': courseCybersecurity(),
  'courses/ui-ux': courseUiUx(),
  'courses/digital-marketing': courseDigitalMarketing(),
  'hero/slide-1': heroFullStack(),
  'hero/slide-2': heroDataScience(),
  'hero/slide-3': heroCloudDevops(),
  'hero/slide-4': heroCybersecurity(),
  'hero/slide-5': heroProjectManagement(),
  'projects/ecommerce': projectEcommerce(),
  'projects/food-delivery': projectFoodDelivery(),
  'projects/sentiment': projectSentiment(),
  'projects/project-management': projectManagementBoard(),
  'mentors/1': mentor(CAST[0], grad(['#c7d2fe', '#818cf8']), C.navy, C.amber, 1),
  'mentors/2': mentor(CAST[1], grad(['#99f6e4', '#38bdf8']), C.tealDark, C.indigo, 2),
  'mentors/3': mentor({ ...CAST[2], shirt: C.navy }, grad(['#fde68a', '#f59e0b']), '#b45309', C.teal, 3),
  'mentors/4': mentor(CAST[3], grad(['#e0e7ff', '#a5b4fc']), C.indigo, C.amber, 4),
  'share/default': shareDefault(),
  'about/campus': aboutCampus(),
  'about/team': aboutTeam(),
}

export function getArtwork(key: string): Artwork | undefined {
  return Object.hasOwn(ARTWORK, key) ? ARTWORK[key] : undefined
}
