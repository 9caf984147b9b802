import { Suspense, memo, type ComponentType } from 'react'

/**
 * Renders `component` in full on the server, and lets the browser hydrate it after the rest of the page,
 * in short slices of idle time: React leaves a server-rendered Suspense boundary dehydrated during the
 * first pass and comes back for it at its lowest priority, yielding between pieces of work (a click
 * inside it still hydrates it at once and is replayed). Meant for sections below the fold, whose
 * hydration would otherwise lengthen the page's one long hydration task.
 *
 * `memo` keeps the boundary's props unchanged when its parent renders again during hydration (the
 * router's store updates force a synchronous render): a dehydrated boundary given new props must
 * hydrate at once, in that synchronous render.
 */
export const HydrateLater = memo(function HydrateLater({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense>
      <Component />
    </Suspense>
  )
})
