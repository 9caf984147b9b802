import type { ComponentType } from 'react'
import type { IslandName } from './island'

/**
 * Every island, by the name its element carries, and how the island entry loads its code (decision 0030).
 * Only the island entry imports this: each island's code is a chunk of its own, loaded when a page has it.
 * Its props come from its element's JSON, so each is typed as taking whatever it is given.
 */
export const ISLANDS: Record<IslandName, () => Promise<ComponentType<never>>> = {
  'site-header': () => import('../components/layout/site-header').then((m) => m.SiteHeader),
  'floating-contact': () => import('../components/layout/floating-contact').then((m) => m.FloatingContact),
  'lazy-image': () => import('../components/lazy-image-view').then((m) => m.LazyImageView),
  'course-card': () => import('../components/course-card-view').then((m) => m.CourseCardView),
  'course-detail': () => import('../components/course/course-detail').then((m) => m.CourseDetail),
  'hero-carousel': () => import('../components/home/hero-carousel').then((m) => m.HomeHeroCarousel),
  'request-info-form': () => import('../components/home/request-info-form').then((m) => m.RequestInfoForm),
  'mentor-tabs': () => import('../components/mentorship/mentorship-booking').then((m) => m.BookableMentorTabs),
  'mentorship-request-form': () =>
    import('../components/mentorship/mentorship-booking').then((m) => m.BookedRequestForm),
  'contact-form': () => import('../components/forms/contact-form').then((m) => m.ContactForm),
  'curriculum-explorer': () => import('../components/curriculum/curriculum-explorer').then((m) => m.CurriculumExplorer),
}
