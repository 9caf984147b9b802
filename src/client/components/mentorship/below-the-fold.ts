import { lazyWhenNear, preloadAll } from '../hydrate-when-near'

// The mentorship page's reasons (with the icon set they draw from), plans and questions, past the first
// screen: their code comes as the reader scrolls towards them (decision 0014).

export const WhySection = lazyWhenNear('[aria-labelledby="why-heading"]', () =>
  import('./why-section').then((m) => m.WhySection),
)

export const PlansSection = lazyWhenNear('[aria-labelledby="plans-heading"]', () =>
  import('./plans-and-faq').then((m) => m.PlansSection),
)

export const FaqSection = lazyWhenNear('[aria-labelledby="faq-heading"]', () =>
  import('./plans-and-faq').then((m) => m.FaqSection),
)

export const MENTORSHIP_BELOW_THE_FOLD = [WhySection, PlansSection, FaqSection]

/** Before a client-side navigation shows the mentorship page: its sections render at once, whole. */
export const preloadBelowTheFold = () => preloadAll(MENTORSHIP_BELOW_THE_FOLD)
