import type { LearningStep } from './types'

/** 'Your Learning Journey' timeline on the home page (docs/product.md §3). */
export const learningPath: LearningStep[] = [
  {
    title: 'Learn the Fundamentals',
    description:
      'Start with structured, instructor-led lessons that build strong foundations in programming, tools and core concepts.',
    icon: 'BookOpen',
  },
  {
    title: 'Build Hands-on Projects',
    description:
      'Apply every concept immediately through guided assignments and live projects reviewed by industry mentors.',
    icon: 'Code2',
  },
  {
    title: 'Complete an Industry Internship',
    description: 'Work on real client projects with our partner companies and gain experience that recruiters value.',
    icon: 'Briefcase',
  },
  {
    title: 'Get Placement Assistance',
    description:
      'Polish your résumé, practise mock interviews and get referred to our network of 500+ hiring partners.',
    icon: 'Award',
  },
]
