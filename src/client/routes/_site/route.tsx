import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SiteChrome } from '../../components/layout/site-chrome'

/** Pathless layout: every public page with the site's header, footer and floating contact button. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  ),
})
