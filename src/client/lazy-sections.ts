import { SiteFooter } from './components/layout/lazy-footer'
import { MobileDrawer } from './components/layout/lazy-drawer'
import {
  FeaturedPrograms,
  LearningJourney,
  LiveProjectsSection,
  MentorshipSection,
} from './components/home/below-the-fold'
import { FaqSection, PlansSection, WhySection } from './components/mentorship/below-the-fold'

/** Every component hydrated later (when near, or on demand): the server loads them all before its first render. */
export const LAZY_SECTIONS: readonly { preload: () => Promise<void> }[] = [
  MobileDrawer,
  SiteFooter,
  FeaturedPrograms,
  LearningJourney,
  LiveProjectsSection,
  MentorshipSection,
  WhySection,
  PlansSection,
  FaqSection,
]
