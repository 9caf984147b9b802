import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useSiteLocation } from '../../lib/site-location'
import { withoutTrailingSlashes } from '../../../shared/paths'

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /**
   * When the link marks the current page (aria-current, data-status and `activeClassName`, as the router's
   * Link does): 'exact' on its path alone, 'prefix' on its path or one below it. Unset, never.
   */
  active?: 'exact' | 'prefix'
  activeClassName?: string
  ref?: Ref<HTMLAnchorElement>
}

const segments = (path: string) => withoutTrailingSlashes(path).split('/')

function isCurrent(pathname: string, href: string, match: 'exact' | 'prefix'): boolean {
  const path = href.split(/[?#]/)[0]!
  const here = segments(pathname)
  const there = segments(path)
  if (match === 'exact') return here.join('/') === there.join('/')
  return there.every((segment, i) => segment === here[i])
}

const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.currentTarget.target

/**
 * A link within the site for the parts of a page that hydrate as islands (decision 0030): a plain anchor that
 * loads the page, and on the router's pages moves within the app and preloads on intent like the router's
 * Link. Whether it is current comes from the site location, not the router.
 */
export function SiteLink({
  href,
  active,
  activeClassName,
  className,
  onClick,
  onMouseEnter,
  onFocus,
  ...rest
}: SiteLinkProps) {
  const location = useSiteLocation()
  const current = active ? isCurrent(location.pathname, href, active) : false
  const preload = () => location.preload?.(href)
  return (
    <a
      {...rest}
      href={href}
      className={current && activeClassName ? [className, activeClassName].filter(Boolean).join(' ') : className}
      aria-current={current ? 'page' : undefined}
      data-status={current ? 'active' : undefined}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || !location.navigate || !plainClick(e)) return
        e.preventDefault()
        location.navigate(href)
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e)
        preload()
      }}
      onFocus={(e) => {
        onFocus?.(e)
        preload()
      }}
    />
  )
}
