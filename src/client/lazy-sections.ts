import { SiteFooter } from './components/layout/lazy-footer'
import { HOME_BELOW_THE_FOLD } from './components/home/below-the-fold'
import { MENTORSHIP_BELOW_THE_FOLD } from './components/mentorship/below-the-fold'
import { preloadAll } from './components/hydrate-when-near'

/**
 * Every component hydrated later (when near): the server loads them all before its first render. The mobile
 * drawer is not among them: the server never renders it (decision 0027).
 */
const LAZY_SECTIONS = [SiteFooter, ...HOME_BELOW_THE_FOLD, ...MENTORSHIP_BELOW_THE_FOLD]

export const preloadLazySections = () => preloadAll(LAZY_SECTIONS)
