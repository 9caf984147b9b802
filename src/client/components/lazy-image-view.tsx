import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react'
import { PLACEHOLDER, imageSrcSet, imageUrl } from '../../shared/images'
import { UI } from '../../shared/site'

export type ImageAspect = '16/9' | '1/1' | '1200/630'

export interface LazyImageProps {
  /** Artwork key served at /images/{key}, e.g. 'courses/full-stack'. */
  image: string
  /** Use alt="" for decorative images. */
  alt: string
  /** Displayed CSS width in px; drives the 0.5×/1×/1.5× srcset (docs/product.md §7). */
  width: number
  aspect?: ImageAspect
  sizes?: string
  /** Applied to the wrapper only. */
  className?: string
  /** LCP candidates: load at once, high fetch priority, no fade and (unless `loading` is 'lazy') no stand-in. */
  priority?: boolean
  /**
   * 'lazy' lets a priority image wait until it is laid out near the viewport, at low fetch priority, and
   * keeps React from preloading it in <head>: for an image that is an LCP candidate on some screens only,
   * whose page preloads it for those screens itself.
   */
  loading?: 'eager' | 'lazy'
  /** False leaves the blurred stand-in out until the image is wanted (priority or near). */
  placeholder?: boolean
  quality?: number
}

const FADE_MS = 400

/** A caller-supplied position utility replaces the default `relative`. */
const POSITION_CLASS = /(^|\s)(static|fixed|absolute|relative|sticky)(\s|$)/

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }

/**
 * docs/product.md §4: shows a blurred low-quality placeholder and swaps in the real image, fading it in,
 * once the wrapper comes within 200px of the viewport. The wrapper reserves the box with
 * CSS aspect-ratio, so nothing shifts when the image arrives.
 */
export function LazyImageView({
  image,
  alt,
  width,
  aspect = '16/9',
  sizes,
  className,
  priority = false,
  loading = 'eager',
  placeholder = true,
  quality = UI.lazyImage.defaultQuality,
}: LazyImageProps) {
  const [ratioW, ratioH] = aspect.split('/').map(Number)
  const height = Math.round((width * ratioH) / ratioW)
  const src = imageUrl(image, width, quality)
  const srcSet = imageSrcSet(image, width, quality)
  const sizesAttr = sizes ?? `(max-width: ${width}px) 100vw, ${width}px`

  const wrapperRef = useRef<HTMLDivElement>(null)
  const imgRef = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(priority)
  // Which src has finished loading; comparing with the current src resets the fade when `image` changes.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const loaded = loadedSrc === src
  const show = priority || near
  // A picture that loads at once, at high priority, shows without fading in: a stand-in under it would be
  // one more request beside the largest paint's own, for the moment before it arrives (decision 0027).
  const standIn = (placeholder || show) && !(priority && loading === 'eager')

  useEffect(() => {
    if (show) return
    const el = wrapperRef.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: UI.lazyImage.rootMargin, threshold: UI.lazyImage.threshold },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [show])

  // The image may have finished before React attached onLoad (server-rendered priority images, cache hits).
  useEffect(() => {
    const img = imgRef.current
    if (show && img?.complete && img.naturalWidth > 0) setLoadedSrc(src)
  }, [show, src])

  const onLoad = useCallback(() => setLoadedSrc(src), [src])

  return (
    <div
      ref={wrapperRef}
      className={[POSITION_CLASS.test(className ?? '') ? '' : 'relative', 'overflow-hidden bg-slate-100', className]
        .filter(Boolean)
        .join(' ')}
      style={{ aspectRatio: aspect }}
    >
      {standIn && (
        <img
          src={imageUrl(image, PLACEHOLDER.width, PLACEHOLDER.quality)}
          alt=""
          aria-hidden="true"
          decoding="async"
          loading={priority ? loading : 'lazy'}
          width={PLACEHOLDER.width}
          height={Math.round((PLACEHOLDER.width * ratioH) / ratioW)}
          className="pointer-events-none select-none motion-safe:transition-opacity"
          style={{
            ...fill,
            filter: 'blur(12px)',
            transform: 'scale(1.1)',
            opacity: loaded ? 0 : 1,
            transitionDuration: `${FADE_MS}ms`,
          }}
        />
      )}
      {show && (
        <img
          ref={imgRef}
          src={src}
          srcSet={srcSet}
          sizes={sizesAttr}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          loading={priority ? loading : undefined}
          fetchPriority={priority ? (loading === 'lazy' ? 'low' : 'high') : undefined}
          onLoad={onLoad}
          className={priority ? undefined : 'motion-safe:transition-opacity'}
          style={{
            ...fill,
            opacity: priority || loaded ? 1 : 0,
            transitionDuration: priority ? undefined : `${FADE_MS}ms`,
          }}
        />
      )}
      {!priority && (
        <noscript>
          <img
            src={src}
            srcSet={srcSet}
            sizes={sizesAttr}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            loading="lazy"
            style={fill}
          />
        </noscript>
      )}
    </div>
  )
}
