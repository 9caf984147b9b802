import { lazyWhenNear, preloadAll } from '../hydrate-when-near'

// The home page's sections between the partner strip and the information form: past the first screen, and
// with their catalogue data (courses, projects, mentors) about 12 KB of the page's first load. The browser
// fetches each as the reader scrolls towards it (decision 0014).

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

export const HOME_BELOW_THE_FOLD = [FeaturedPrograms, LearningJourney, LiveProjectsSection, MentorshipSection]

/** Before a client-side navigation shows the home page: its sections render at once, whole. */
export const preloadBelowTheFold = () => preloadAll(HOME_BELOW_THE_FOLD)
