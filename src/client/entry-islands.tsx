import { createElement, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AuthProvider, type AuthHandle, type AuthStore } from './auth/auth-provider'
import { AppToaster } from './components/app-toaster'
import { IslandProviders } from './islands/island-providers'
import { readPublicConfig } from './islands/island-page'
import type { IslandHydration, IslandName } from './islands/island'
import { ISLANDS } from './islands/islands'
import { UI } from '../shared/site'
import { captureAttribution } from './lib/attribution'
import { SiteLocationContext, windowLocation, type SiteLocation } from './lib/site-location'
import { linkManifest } from './lib/web-app-manifest'

/**
 * How far outside the viewport an island starts to hydrate: a screen above and below it. Far enough that a
 * reader scrolling at reading speed finds it working when it arrives; the rest of a long page (the home page's
 * cards, pictures and form, two to nine screens down on a phone) costs nothing at load.
 */
const NEAR = '100% 0px'

/**
 * An island page's entry (decision 0030): the server's HTML is the page, and only its islands (`[data-island]`)
 * become React roots, each as it nears the viewport or is used (decision 0031). Before them, one root outside
 * the page's content holds what every island shares: the sign-in state (one AuthProvider, whatever the number
 * of islands reading it) and the toaster.
 */
function hydrate() {
  const config = readPublicConfig()
  const location = windowLocation()
  const handle: AuthHandle = {}
  const shell = document.createElement('div')
  document.body.append(shell)
  const watchIslands = () => {
    const islands = new IslandHydrator(handle.store ?? null, location)
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) islands.watch(element)
  }
  // In a transition too: React's first render on the page (its own code compiling as it runs) goes in slices.
  // The islands wait for it, as they need the sign-in store its layout effect hands over.
  startTransition(() =>
    createRoot(shell).render(
      <SiteLocationContext.Provider value={location}>
        <AuthProvider config={config.auth} handle={handle}>
          <AppToaster />
          <Hydrated then={watchIslands} />
        </AuthProvider>
      </SiteLocationContext.Provider>,
    ),
  )
  captureAttribution()
  linkManifest()
}

declare global {
  interface Window {
    /** Set by an island page's loader (server/pages/entry-loader.ts): the buttons pressed before this entry ran. */
    __islandPresses?: { release(): Element[] }
  }
}

/** Hydrates each island once: when it nears the viewport, or when the reader reaches it first by pointer or keyboard. */
class IslandHydrator {
  /** Islands whose hydration has begun, settled once it has committed or failed. */
  private readonly started = new Map<HTMLElement, Promise<boolean>>()
  private readonly hydrated = new WeakSet<HTMLElement>()
  /** Buttons pressed before their island hydrated, to be pressed again once it has. */
  private readonly pressed = new WeakSet<Element>()
  private readonly observers = {
    near: new IntersectionObserver((entries) => this.onIntersect(entries, 0), { rootMargin: NEAR }),
    // On a phone the hero's slideshow shows its top edge at the bottom of the first screen: it starts once the
    // reader scrolls it up into view.
    'in-view': new IntersectionObserver((entries) => this.onIntersect(entries, UI.islandInViewRatio), {
      threshold: UI.islandInViewRatio,
    }),
  } satisfies Record<IslandHydration, IntersectionObserver>

  constructor(
    private readonly auth: AuthStore | null,
    private readonly location: SiteLocation,
  ) {
    const onUse = (event: Event) => {
      const island = islandOf(event.target)
      if (island) void this.start(island)
    }
    document.addEventListener('pointerdown', onUse, { capture: true, passive: true })
    document.addEventListener('focusin', onUse, { capture: true, passive: true })
    // A button pressed before its island has hydrated has no handler yet (React replays a click only on a root
    // it has begun to hydrate, not while the island's code is on its way): hold the click, and press the
    // button again once the island's handlers are there. Links and form fields need no help.
    document.addEventListener(
      'click',
      (event) => {
        const island = islandOf(event.target)
        const button = event.target instanceof Element ? event.target.closest('button') : null
        if (!island || !button || !island.contains(button) || this.hydrated.has(island)) return
        event.preventDefault()
        event.stopPropagation()
        this.pressOnceHydrated(island, button)
      },
      { capture: true },
    )
    // Presses the page's loader held while this entry was on its way (server/pages/entry-loader.ts): from
    // here on the listener above holds them.
    for (const button of window.__islandPresses?.release() ?? []) {
      const island = islandOf(button)
      if (island) this.pressOnceHydrated(island, button)
    }
    // A form sent before its island has hydrated would be the browser's to send (a GET with what was typed in
    // the address): React replays clicks and keys on a root still hydrating, but not a submit. Hold it, and
    // send it again once React's handlers are there.
    document.addEventListener(
      'submit',
      (event) => {
        const form = event.target
        const island = islandOf(form)
        if (!island || !(form instanceof HTMLFormElement) || this.hydrated.has(island)) return
        event.preventDefault()
        const submitter = event.submitter
        void this.start(island).then((hydrated) => {
          if (hydrated) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null)
        })
      },
      { capture: true },
    )
  }

  private pressOnceHydrated(island: HTMLElement, button: Element) {
    // A second press while the first waits is the same intent: pressing twice would undo a toggle.
    if (this.pressed.has(button)) return
    this.pressed.add(button)
    void this.start(island).then((hydrated) => {
      this.pressed.delete(button)
      if (hydrated && button.isConnected && button instanceof HTMLElement) button.click()
    })
  }

  watch(element: HTMLElement) {
    // The island's element is `display: contents` and has no box of its own: its children are what show.
    const boxes = [...element.children]
    if (boxes.length === 0) return void this.start(element)
    const observer = this.observerOf(element)
    for (const box of boxes) observer.observe(box)
  }

  /** The observer that watches `element`'s boxes: the one for the hydration its element asks for. */
  private observerOf(element: HTMLElement): IntersectionObserver {
    return this.observers[element.dataset.hydrate === 'in-view' ? 'in-view' : 'near']
  }

  /** `ratio`: how much of the box must be on screen; an observer reports any overlap at all as intersecting. */
  private onIntersect(entries: IntersectionObserverEntry[], ratio: number) {
    for (const entry of entries) {
      const island = entry.isIntersecting && entry.intersectionRatio >= ratio ? islandOf(entry.target) : null
      if (island) void this.start(island)
    }
  }

  /** Answers whether the island hydrated. */
  private start(element: HTMLElement): Promise<boolean> {
    let started = this.started.get(element)
    if (!started) {
      const observer = this.observerOf(element)
      for (const box of element.children) observer.unobserve(box)
      started = this.hydrateIsland(element).then(
        () => true,
        (error: unknown) => {
          // Its code did not arrive (a dropped connection): the page stays as the server sent it, with what
          // the reader typed, and their next use of the island tries again.
          this.started.delete(element)
          console.error(error)
          return false
        },
      )
      this.started.set(element, started)
    }
    return started
  }

  private async hydrateIsland(element: HTMLElement) {
    const name = element.dataset.island as IslandName
    const props = JSON.parse(element.dataset.props ?? '{}') as never
    const component = await ISLANDS[name]()
    await new Promise<void>((hydrated) => {
      // In a transition, as the router's pages hydrate: React hydrates in slices that yield to the browser.
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandProviders auth={this.auth} location={this.location}>
            {createElement(component, props)}
            <Hydrated then={hydrated} />
          </IslandProviders>,
          { identifierPrefix: element.dataset.prefix },
        )
      })
    })
    this.hydrated.add(element)
  }
}

/** Renders nothing (so an island's HTML still matches); its effect says its root has committed. */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then])
  return null
}

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null
}

if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 })
else setTimeout(hydrate, 1)
