import { SiteFooter } from './components/layout/lazy-footer'
import { MobileDrawer } from './components/layout/lazy-drawer'
import { HOME_BELOW_THE_FOLD } from './components/home/below-the-fold'
import { MENTORSHIP_BELOW_THE_FOLD } from './components/mentorship/below-the-fold'
import { preloadAll } from './components/hydrate-when-near'

/** Every component hydrated later (when near, or on demand): the server loads them all before its first render. */
const LAZY_SECTIONS = [MobileDrawer, SiteFooter, ...HOME_BELOW_THE_FOLD, ...MENTORSHIP_BELOW_THE_FOLD]

export const preloadLazySections = () => preloadAll(LAZY_SECTIONS)
