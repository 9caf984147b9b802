import { UI } from './site'

/**
 * Images are served by the product itself at /images/{key}?width=W&quality=Q (docs/product.md §7).
 * Widths are snapped to this list so that caches stay small and every variant can be prepared.
 */
export const IMAGE_WIDTHS = [50, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600] as const
export const DEFAULT_IMAGE_QUALITY = UI.lazyImage.defaultQuality
/** The blurred stand-in shown until the real image nears the viewport. */
export const PLACEHOLDER = { width: UI.lazyImage.placeholderWidth, quality: 30 } as const
/** The picture social networks and search engines show for a page (Open Graph, JSON-LD). */
export const SHARE_IMAGE = { width: 1200, quality: 80 } as const

export interface ImageVariant {
  width: number
  quality: number
}

/**
 * Every width/quality pair the pages can ask for: the placeholder, each snapped width at the default
 * quality (the srcset), and the share picture. The server renders exactly these and refuses the rest,
 * so a caller cannot make it render fresh variants by stepping through numbers.
 */
export const IMAGE_VARIANTS: readonly ImageVariant[] = [
  PLACEHOLDER,
  ...IMAGE_WIDTHS.map((width) => ({ width, quality: DEFAULT_IMAGE_QUALITY })),
  SHARE_IMAGE,
]
  // URLs carry the snapped width, so the list must too.
  .map((v) => ({ width: snapWidth(v.width), quality: v.quality }))
  .filter((v, i, all) => all.findIndex((o) => o.width === v.width && o.quality === v.quality) === i)

export const IMAGE_QUALITIES: readonly number[] = [...new Set(IMAGE_VARIANTS.map((v) => v.quality))].sort(
  (a, b) => a - b,
)

export function isImageVariant(width: number, quality: number): boolean {
  return IMAGE_VARIANTS.some((v) => v.width === width && v.quality === quality)
}

export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
}

export function imageUrl(key: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  return `/images/${key}?width=${snapWidth(width)}&quality=${quality}`
}

export function shareImageUrl(key: string): string {
  return imageUrl(key, SHARE_IMAGE.width, SHARE_IMAGE.quality)
}

/** docs/product.md §7: variants at 0.5, 1 and 1.5 times the displayed width. */
export function imageSrcSet(key: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  return UI.lazyImage.widthMultipliers
    .map((f) => {
      const w = snapWidth(Math.round(width * f))
      return `${imageUrl(key, w, quality)} ${w}w`
    })
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(', ')
}
