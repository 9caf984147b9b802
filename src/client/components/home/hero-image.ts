import { imageSrcSet } from '../../../shared/images'

/** The hero carousel's pictures: drawn 576 px wide at most, as wide as the screen on a phone. */
export const HERO_IMAGE = {
  width: 576,
  sizes: '(min-width: 1024px) 480px, (min-width: 768px) 384px, (min-width: 640px) 576px, 100vw',
  /** From this width the carousel stands beside the headline, in the first screen. */
  besideHeadline: '(min-width: 1024px)',
} as const

/** The first slide's picture, the first screen's largest image where the carousel stands beside the headline. */
export const FIRST_HERO_IMAGE = 'hero/slide-1'

/**
 * A preload of the first slide's picture for wide screens only. Below them the carousel sits under the
 * headline and the claims, mostly past the first screen: a picture fetched at high priority there competed
 * with the stylesheet for the first paint, and Lighthouse counted it into the text's LCP (1.6 s against
 * 1.0 s without it). The image itself loads lazily, so a phone fetches it once laid out.
 */
export function heroImagePreload() {
  return {
    rel: 'preload',
    as: 'image',
    imageSrcSet: imageSrcSet(FIRST_HERO_IMAGE, HERO_IMAGE.width),
    imageSizes: HERO_IMAGE.sizes,
    media: HERO_IMAGE.besideHeadline,
    fetchPriority: 'high',
  } as const
}
