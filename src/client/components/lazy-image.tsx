import { Island } from '../islands/island'
import { LazyImageView, type LazyImageProps } from './lazy-image-view'

export type { ImageAspect, LazyImageProps } from './lazy-image-view'

/**
 * A picture with a blurred stand-in that fades in when near (lazy-image-view.tsx). On an island page it is an
 * island of its own, since it waits for the viewport in the browser; a priority picture that loads at once has
 * nothing to wait for, and stays plain HTML.
 */
export function LazyImage(props: LazyImageProps) {
  if (props.priority && (props.loading ?? 'eager') === 'eager') return <LazyImageView {...props} />
  return <Island name="lazy-image" component={LazyImageView} props={props} />
}
