import type { PublicConfig } from '../shared/public-config'
import type { AuthHandle } from './auth/auth-provider'
import type { IslandRenderer } from './islands/island'

/** What every route receives as `context`; kept apart from router.tsx so routes never import the router. */
export interface RouterContext {
  /** Present on the server; the browser receives it through the root loader's dehydrated data. */
  publicConfig?: PublicConfig
  /** Sign-in as beforeLoad waits for it (the back office's guard); AuthProvider fills it in the browser. */
  auth: AuthHandle
  /**
   * The server's way to render an island page (decision 0030): the inline script that starts the island
   * entry, and React's renderToString for the islands. Absent in the browser and without a build.
   */
  islands?: { entryLoader: string; renderToString: IslandRenderer['renderToString'] }
}
