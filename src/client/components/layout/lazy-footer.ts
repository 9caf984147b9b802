import { lazyWhenNear } from '../hydrate-when-near'

// The footer closes every public page: its code (about 2 KB with the contact details) comes when the reader
// scrolls towards it (decision 0014).
export const SiteFooter = lazyWhenNear('body footer', () => import('./site-footer').then((m) => m.SiteFooter))
