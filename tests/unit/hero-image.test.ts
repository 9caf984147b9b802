import { describe, it, expect } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { heroSlides } from '../../src/shared/catalogue/hero-slides'
import { imageSrcSet } from '../../src/shared/images'
import { FIRST_HERO_IMAGE, HERO_IMAGE, heroImagePreload } from '../../src/client/components/home/hero-image'
import { LazyImage } from '../../src/client/components/lazy-image'

describe('the hero picture', () => {
  it('preloads the first slide on wide screens only, with the srcset and sizes its image uses', () => {
    expect(FIRST_HERO_IMAGE).toBe(heroSlides[0]!.image)
    expect(heroImagePreload()).toEqual({
      rel: 'preload',
      as: 'image',
      imageSrcSet: imageSrcSet(heroSlides[0]!.image, HERO_IMAGE.width),
      imageSizes: HERO_IMAGE.sizes,
      media: '(min-width: 1024px)',
      fetchPriority: 'high',
    })
  })

  it('renders a lazy priority image at low priority, which React does not preload', () => {
    const html = renderToString(
      createElement(LazyImage, {
        image: FIRST_HERO_IMAGE,
        alt: 'Full stack',
        width: HERO_IMAGE.width,
        sizes: HERO_IMAGE.sizes,
        priority: true,
        loading: 'lazy',
      }),
    )
    const real = html.match(/<img[^>]*alt="Full stack"[^>]*>/)![0]
    expect(real).toContain('loading="lazy"')
    expect(real).toMatch(/fetchpriority="low"/i)
    expect(html).not.toContain('rel="preload"')
  })

  it('leaves the stand-in out of a picture not yet wanted when asked to', () => {
    const html = renderToString(
      createElement(LazyImage, { image: 'hero/slide-2', alt: 'Data', width: HERO_IMAGE.width, placeholder: false }),
    )
    expect(html).not.toContain('blur(12px)')
    expect(html).toContain('<noscript>')
  })
})
