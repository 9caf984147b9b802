import { lazyOnDemand } from '../hydrate-when-near'

// The drawer is in the server's HTML (closed, not displayed) like the rest of the header, but its code
// (about 1.5 KB) comes with the first press of the menu button (decision 0014).
export const MobileDrawer = lazyOnDemand(() => import('./mobile-drawer').then((m) => m.MobileDrawer))
