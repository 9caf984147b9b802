import type { PublicConfig } from '../shared/public-config'
import type { AuthHandle } from './auth/auth-provider'

/** What every route receives as `context`; kept apart from router.tsx so routes never import the router. */
export interface RouterContext {
  /** Present on the server; the browser receives it through the root loader's dehydrated data. */
  publicConfig?: PublicConfig
  /** Sign-in as beforeLoad waits for it (the back office's guard); AuthProvider fills it in the browser. */
  auth: AuthHandle
}
