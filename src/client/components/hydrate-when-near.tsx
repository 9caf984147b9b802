import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * How far below the viewport a section starts loading its code: a quarter screen ahead of the reader. Half a
 * screen reached the mentorship page's second section from the first screen of a phone (it starts 250 px
 * below it), so its code was in the first load after all.
 */
const AHEAD = '25% 0px'

/** Resolves once the element `selector` names comes near the viewport; at once when there is no such element. */
function whenNear(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector)
    if (!element || typeof IntersectionObserver === 'undefined') return resolve()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
  })
}

/** A thenable that calls back at once: React's lazy then renders the component in the same pass. */
function resolvedNow<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => void) => void resolve(value) }
  return thenable as unknown as Promise<T>
}

export interface LaterComponent<P extends object = object> extends LazyExoticComponent<ComponentType<P>> {
  /**
   * Loads the code now, without waiting: before the server's first render (its renderToString does not
   * wait for lazy components), before a client-side navigation shows the page (a section still waiting on
   * a page left before would never come near), or when the visitor reaches for it.
   */
  preload: () => Promise<void>
}

/**
 * A component the server renders whole and the browser fetches the code of only once `until` resolves or
 * `preload` asks for it. Until then the server's HTML stays as it is, complete and with working links,
 * inside its Suspense boundary (`HydrateLater`), and React hydrates it once the code is there. The server
 * preloads every such component (`lazy-sections.ts`).
 */
function lazyUntil<P extends object>(
  until: () => Promise<void>,
  load: () => Promise<ComponentType<P>>,
): LaterComponent<P> {
  let loaded: ComponentType<P> | undefined
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const component = lazy(() =>
    loaded
      ? resolvedNow({ default: loaded })
      : Promise.race([until(), released])
          .then(load)
          .then((loadedNow) => ({ default: loadedNow })),
  )
  return Object.assign(component, {
    preload: async () => {
      release()
      loaded ??= await load()
    },
  })
}

/** Loads the code of every one of `components` now (see LaterComponent.preload). */
export async function preloadAll(components: readonly Pick<LaterComponent, 'preload'>[]): Promise<void> {
  await Promise.all(components.map((component) => component.preload()))
}

/** A section below the fold, hydrated when the server's HTML of it (`selector`) nears the viewport. */
export function lazyWhenNear(selector: string, load: () => Promise<ComponentType>): LaterComponent {
  return lazyUntil(() => whenNear(selector), load)
}

/** A component whose code loads only once something calls its `preload` (the visitor reaching for it). */
export function lazyOnDemand<P extends object>(load: () => Promise<ComponentType<P>>): LaterComponent<P> {
  return lazyUntil(() => new Promise<void>(() => {}), load)
}
