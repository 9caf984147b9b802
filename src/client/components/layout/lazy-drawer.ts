import { lazyOnDemand } from '../hydrate-when-near'

// The drawer's code (about 1.5 KB) comes with the first press of the menu button, and the drawer is first
// rendered then: the server's HTML has none of it (decisions 0014, 0027).
export const MobileDrawer = lazyOnDemand(() => import('./mobile-drawer').then((m) => m.MobileDrawer))
