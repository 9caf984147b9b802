import { lazyWhenNear, preloadAll } from '../hydrate-when-near'

// The home page's sections between the hero and the information form: past a phone's first screen, and
// with their catalogue data (courses, projects, mentors) about 12 KB of the page's first load. The browser
// fetches each as the reader scrolls towards it (decision 0014). The information form's section is not
// among them: its code comes with the page, so that a submit before its controller loads is still the
// page's to catch, never the browser's (which would put what was typed in the address).

export const PartnerStrip = lazyWhenNear('[aria-labelledby="partners-title"]', () =>
  import('./partner-strip').then((m) => m.PartnerStrip),
)

export const FeaturedPrograms = lazyWhenNear('#featured-courses', () =>
  import('./featured-programs').then((m) => m.FeaturedPrograms),
)

export const LearningJourney = lazyWhenNear('[aria-labelledby="journey-title"]', () =>
  import('./learning-journey').then((m) => m.LearningJourney),
)

export const LiveProjectsSection = lazyWhenNear('[aria-labelledby="live-projects-title"]', () =>
  import('./live-projects-section').then((m) => m.LiveProjectsSection),
)

export const MentorshipSection = lazyWhenNear('[aria-labelledby="mentorship-title"]', () =>
  import('./mentorship-section').then((m) => m.MentorshipSection),
)

export const HOME_BELOW_THE_FOLD = [
  PartnerStrip,
  FeaturedPrograms,
  LearningJourney,
  LiveProjectsSection,
  MentorshipSection,
]

/** Before a client-side navigation shows the home page: its sections render at once, whole. */
export const preloadBelowTheFold = () => preloadAll(HOME_BELOW_THE_FOLD)
