/**
 * Catalogue entity types (docs/product.md §3). The catalogue is static content held in
 * the product; nothing here is fetched.
 *
 * Image fields hold an image key such as 'courses/full-stack'; the client maps
 * keys to actual image URLs. Icon fields hold a lucide-react icon name in
 * PascalCase such as 'Code2'.
 */

export type CategoryColor = 'primary' | 'accent' | 'secondary'

export type LevelName = 'Beginner' | 'Intermediate' | 'Advanced'

export interface Instructor {
  name: string
  role: string
  bio: string
  /** e.g. '10+ years' */
  experience: string
}

export interface CurriculumModule {
  /** e.g. 'fs-b-1' */
  id: string
  title: string
  /** e.g. '3 weeks' */
  duration: string
  description: string
  topics: string[]
}

export interface CurriculumLevel {
  name: LevelName
  duration: string
  modules: CurriculumModule[]
}

export interface Curriculum {
  overview: string
  levels: CurriculumLevel[]
}

export interface Course {
  id: number
  slug: string
  title: string
  description: string
  longDescription?: string
  /** Display name, e.g. 'Web Development' */
  category: string
  categoryColor: CategoryColor
  /** Image key, e.g. 'courses/full-stack' */
  image: string
  rating: number
  /** e.g. '6 months' */
  duration: string
  durationMonths: number
  modules: number
  price: number
  originalPrice: number
  isBestseller?: boolean
  isNew?: boolean
  skills?: string[]
  outcomes?: string[]
  instructors: Instructor[]
  /* The curriculum is not part of a Course: see getCurriculum() in curricula.ts. */
}

export type InternshipDuration = '3 months' | '4 months'
export type InternshipLocation = 'Remote' | 'In-office'

export interface Internship {
  id: number
  slug: string
  title: string
  description: string
  longDescription: string
  category: string
  categoryColor: CategoryColor
  /** lucide-react icon name, e.g. 'Code2' */
  icon: string
  skills: string[]
  duration: InternshipDuration
  location: InternshipLocation
  /** false for every internship in the catalogue (docs/product.md §3) */
  hasStipend: boolean
  responsibilities: string[]
  eligibility: string[]
}

export interface LiveProject {
  id: number
  title: string
  description: string
  category: string
  subCategory: string
  categoryColor: CategoryColor
  /** Image key, e.g. 'projects/ecommerce' */
  image: string
  technologies: string[]
}

export interface LiveProjectBenefit {
  title: string
  description: string
  /** lucide-react icon name */
  icon: string
}

export interface LearningStep {
  title: string
  description: string
  /** lucide-react icon name */
  icon: string
}

export type MentorshipCategory =
  'Software Development' | 'Data Science' | 'UI/UX Design' | 'Cloud Computing' | 'Cybersecurity'

export interface Mentor {
  id: number
  name: string
  position: string
  company: string
  /** Image key, e.g. 'mentors/1' */
  image: string
  /** e.g. '12+ years'; shown as '{experience} experience' */
  experience: string
  expertise: string[]
  bio: string
  category: MentorshipCategory
}

export interface MentorshipPlan {
  id: 'basic' | 'professional' | 'premium'
  name: string
  /** Rupees per month */
  pricePerMonth: number
  sessions: string
  features: string[]
  mostPopular?: boolean
}

export interface MentorshipWhyItem {
  title: string
  description: string
  /** lucide-react icon name */
  icon: string
}

export interface Partner {
  name: string
  /** Short logo key, e.g. 'google' */
  icon: string
  /** Brand colour used on hover, e.g. '#4285F4' */
  hoverColor: string
}

export interface HeroSlide {
  /** Course id the slide links to */
  id: number
  /** Image key, e.g. 'hero/slide-1' */
  image: string
  badge: string
  title: string
  description: string
  /** e.g. '/courses/1' */
  link: string
}

export interface Faq {
  question: string
  answer: string
}

export interface InquiryOption {
  value: string
  label: string
}

export interface CurriculumTab {
  /** Tab value, e.g. 'fullstack' */
  value: string
  label: string
  courseId: number
}

export interface CurriculumLevelCard {
  name: LevelName
  duration: string
  description: string
}
