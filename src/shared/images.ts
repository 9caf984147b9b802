/**
 * Images are served by the product itself at /images/{key}?width=W&quality=Q (docs/product.md §7).
 * Widths are snapped to this list so that caches stay small and every variant can be prepared.
 */
export const IMAGE_WIDTHS = [50, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600] as const
export const DEFAULT_IMAGE_QUALITY = 85
/** The blurred stand-in shown until the real image nears the viewport. */
export const PLACEHOLDER = { width: 50, quality: 30 } as const

export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
}

export function imageUrl(key: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  return `/images/${key}?width=${snapWidth(width)}&quality=${quality}`
}

/** docs/product.md §7: variants at 0.5, 1 and 1.5 times the displayed width. */
export function imageSrcSet(key: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  return [0.5, 1, 1.5]
    .map((f) => {
      const w = snapWidth(Math.round(width * f))
      return `${imageUrl(key, w, quality)} ${w}w`
    })
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(', ')
}
