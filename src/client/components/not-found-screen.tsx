import { SiteChrome } from './layout/site-chrome'
import { NotFoundPage } from './not-found-page'

/** What a path no route matches shows: the not-found page inside the site's chrome. */
export function NotFoundScreen() {
  return (
    <SiteChrome>
      <NotFoundPage />
    </SiteChrome>
  )
}
