import { C } from '../palette'
import { join, path, place, rect, stroke } from '../svg'

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

export function icon(
  name: string,
  x: number,
  y: number,
  scale: number,
  color: string,
  width = 3.5,
  filled = false,
): string {
  return place(x, y, filled ? path(ICONS[name], color) : stroke(ICONS[name], color, width), scale)
}

/** A rounded square badge holding an icon. */
export function iconTile(
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
