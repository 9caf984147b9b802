import { C } from './palette'

export interface Artwork {
  svg: string
  width: number
  height: number
}

export type Attr = Record<string, string | number | undefined>
type Part = string | false | undefined | null

export const num = (v: number) => String(Math.round(v * 10) / 10)

export function el(tag: string, a: Attr, inner?: string): string {
  let s = `<${tag}`
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue
    s += ` ${k}="${typeof v === 'number' ? num(v) : v}"`
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`
}

export const join = (...parts: Array<Part | Part[]>): string => parts.flat().filter(Boolean).join('')
export const range = (n: number) => Array.from({ length: n }, (_, i) => i)

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, a: Attr = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a })
export const pill = (x: number, y: number, w: number, h: number, fill: string, a: Attr = {}) =>
  rect(x, y, w, h, fill, h / 2, a)
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attr = {}) =>
  el('circle', { cx, cy, r, fill, ...a })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attr = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a })
export const path = (d: string, fill: string, a: Attr = {}) => el('path', { d, fill, ...a })
export const stroke = (d: string, color: string, width: number, a: Attr = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  })
export const line = (x1: number, y1: number, x2: number, y2: number, color: string, width = 4, a: Attr = {}) =>
  el('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...a })
export const g = (inner: string, a: Attr = {}) => el('g', a, inner)
export const place = (x: number, y: number, inner: string, scale = 1, rotate = 0, a: Attr = {}) =>
  g(inner, {
    transform: `translate(${num(x)} ${num(y)})${rotate ? ` rotate(${rotate})` : ''}${scale !== 1 ? ` scale(${Math.round(scale * 10000) / 10000})` : ''}`,
    ...a,
  })

/** Deterministic pseudo-random numbers so every render (and ETag) is stable. */
export function rng(seed: number) {
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

export function doc(width: number, height: number, body: string): Artwork {
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
export function grad(colors: Array<string | [string, number]>, vertical = false): string {
  const id = uid('g')
  pending.push(vertical ? linear(id, colors, 0, 1) : linear(id, colors))
  return `url(#${id})`
}

export function clip(shape: string, inner: string): string {
  const id = uid('c')
  pending.push(el('clipPath', { id }, shape))
  return g(inner, { 'clip-path': `url(#${id})` })
}

/** Size of the 16:9 pictures. */
export const W = 1600
export const H = 900

export function hexagon(cx: number, cy: number, r: number, fill: string, a: Attr = {}): string {
  const pts = range(6)
    .map((i) => {
      const ang = ((60 * i - 30) * Math.PI) / 180
      return `${num(cx + r * Math.cos(ang))},${num(cy + r * Math.sin(ang))}`
    })
    .join(' ')
  return el('polygon', { points: pts, fill, 'stroke-linejoin': 'round', ...a })
}
