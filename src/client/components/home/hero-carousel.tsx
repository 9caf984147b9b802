import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type TouchEvent } from 'react'
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { heroSlides } from '../../../shared/catalogue/hero-slides'
import type { HeroSlide } from '../../../shared/catalogue/types'
import { UI } from '../../../shared/site'
import { courseHref } from '../../lib/course-links'
import { LazyImage } from '../lazy-image'
import { SiteLink } from '../ui/site-link'
import { HERO_IMAGE } from './hero-image'

const { autoplayMs, speedMs } = UI.carousel
/** A horizontal swipe longer than this (px) changes the slide on touch screens, where the arrows are hidden. */
const SWIPE_PX = 40

/**
 * Signed ring distance from the visible slide (e.g. -1 = previous, 1 = next), clamped to -1..1 so
 * every hidden slide waits just off either edge of the viewport. The clamp is what makes the loop
 * infinite without cloned slides: only the outgoing and incoming slides animate.
 */
function offsetOf(i: number, current: number, count: number): -1 | 0 | 1 {
  let d = (i - current) % count
  if (d > count / 2) d -= count
  if (d < -count / 2) d += count
  return d === 0 ? 0 : d < 0 ? -1 : 1
}

/**
 * Home hero carousel (docs/product.md §2, §9): one slide visible, autoplay, infinite loop, dots, arrows above
 * 768 px, pause on hover and on keyboard focus, still under prefers-reduced-motion. Follows the
 * WAI-ARIA APG carousel pattern. Server and first client render both show slide 0.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const count = slides.length
  const id = useId()
  const [index, setIndex] = useState(0)
  // The slide that was visible before the last move: it keeps its transition while it slides out.
  const [previous, setPrevious] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** Stopped by the visitor with the pause button. */
  const [stopped, setStopped] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const touchX = useRef<number | null>(null)
  // Slides whose image may load. Only slide 0 is eager at first; once the page has loaded, the
  // neighbours of the visible slide are fetched ahead so they never slide in as a blurred placeholder.
  const [pageLoaded, setPageLoaded] = useState(false)
  const [warm, setWarm] = useState<ReadonlySet<number>>(() => new Set([0]))

  useEffect(() => {
    const onLoad = () => setPageLoaded(true)
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(onLoad, 300)
      return () => window.clearTimeout(timer)
    }
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [])

  useEffect(() => {
    if (!pageLoaded) return
    const wanted = [index, (index + 1) % count, (index - 1 + count) % count]
    setWarm((prev) => (wanted.every((i) => prev.has(i)) ? prev : new Set([...prev, ...wanted])))
  }, [pageLoaded, index, count])

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const goTo = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count
      if (target === index) return
      setPrevious(index)
      setIndex(target)
    },
    [count, index],
  )

  const running = !stopped && !reducedMotion && !hovered && !focused

  // Re-armed on every slide change, so a manual move also restarts the countdown.
  useEffect(() => {
    if (!running || count < 2) return
    const timer = window.setTimeout(() => goTo(index + 1), autoplayMs)
    return () => window.clearTimeout(timer)
  }, [running, index, count, goTo])

  // Keyboard focus pauses the rotation (APG); a mouse click on a dot only pauses while hovered.
  function onFocus(e: FocusEvent<HTMLElement>) {
    if (e.target.matches(':focus-visible')) setFocused(true)
  }

  function onBlur(e: FocusEvent<HTMLElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  function onTouchStart(e: TouchEvent) {
    touchX.current = e.touches[0]?.clientX ?? null
  }

  function onTouchEnd(e: TouchEvent) {
    const start = touchX.current
    touchX.current = null
    const end = e.changedTouches[0]?.clientX
    if (start == null || end == null) return
    const dx = end - start
    if (Math.abs(dx) > SWIPE_PX) goTo(index + (dx < 0 ? 1 : -1))
  }

  const arrowClass =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg ring-1 ring-slate-900/10 transition hover:bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 min-[769px]:flex'

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured programs"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="relative">
        <div
          id={`${id}-slides`}
          aria-live={running ? 'off' : 'polite'}
          className="grid overflow-hidden rounded-2xl bg-blue-950 shadow-2xl shadow-blue-950/40 ring-1 ring-white/15"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          {slides.map((slide, i) => {
            const active = i === index
            const animated = active || i === previous
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                className={`flex flex-col bg-white [grid-area:1/1] ${
                  animated ? 'transition-transform ease-in-out motion-reduce:transition-none' : ''
                }`}
                style={{
                  transform: `translateX(${offsetOf(i, index, count) * 100}%)`,
                  transitionDuration: animated ? `${speedMs}ms` : undefined,
                }}
              >
                <div className="relative">
                  <LazyImage
                    image={slide.image}
                    alt={`${slide.title} program`}
                    width={HERO_IMAGE.width}
                    aspect="16/9"
                    sizes={HERO_IMAGE.sizes}
                    priority={warm.has(i)}
                    // The first slide's picture is preloaded for wide screens (hero-image.ts); on a phone it
                    // waits for layout, after the headline. The later slides' pictures load once the page
                    // has, at high priority and without a stand-in: until then nobody sees them.
                    loading={i === 0 ? 'lazy' : 'eager'}
                    placeholder={i === 0}
                    className="w-full"
                  />
                  <span className="absolute left-4 top-4 inline-flex items-center rounded-full bg-amber-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-950 shadow">
                    {slide.badge}
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
                  <p className="text-xl font-bold text-slate-900 sm:text-2xl">{slide.title}</p>
                  <p className="text-sm text-slate-600 sm:text-base">{slide.description}</p>
                  <SiteLink
                    href={courseHref(slide.id)}
                    tabIndex={active ? undefined : -1}
                    className="mt-auto inline-flex items-center gap-1.5 self-start rounded pt-2 text-sm font-semibold text-blue-800 hover:text-blue-950 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
                  >
                    View Course<span className="sr-only">: {slide.title}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </SiteLink>
                </div>
              </div>
            )
          })}
        </div>

        <button
          type="button"
          aria-controls={`${id}-slides`}
          aria-label="Previous slide"
          onClick={() => goTo(index - 1)}
          className={`${arrowClass} -left-5`}
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-controls={`${id}-slides`}
          aria-label="Next slide"
          onClick={() => goTo(index + 1)}
          className={`${arrowClass} -right-5`}
        >
          <ChevronRight className="size-6" aria-hidden="true" />
        </button>
      </div>

      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
          className="inline-flex size-8 items-center justify-center rounded-full text-blue-100 transition hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
        >
          {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => goTo(i)}
              className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all duration-300 ${
                  i === index ? 'w-7 bg-amber-400' : 'w-2.5 bg-white/50 group-hover:bg-white/80'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}

/**
 * The home page's carousel of its own slides: an island that brings its slides with its code, not as props
 * in the page, where they would be written a second time beside their HTML.
 */
export function HomeHeroCarousel() {
  return <HeroCarousel slides={heroSlides} />
}
