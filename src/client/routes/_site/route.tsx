import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SiteChrome } from '../../components/layout/site-chrome'

/**
 * Pathless layout: every public page with the site's header, footer and floating contact button. They are
 * island pages (decision 0030): the browser hydrates their interactive parts, not the router.
 */
export const Route = createFileRoute('/_site')({
  staticData: { islands: true },
  // The chrome is in every public page's first load, so it stays in the entry: split off, it cost a request
  // of its own, and the modules it shares with the pages' chunks left the entry for a dozen small chunks.
  codeSplitGroupings: [['loader']],
  component: () => (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  ),
})
