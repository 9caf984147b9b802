import type { HeroSlide } from './types'

/**
 * Home hero carousel (docs/product.md §2): five featured courses, linking to
 * /courses/{id} for ids 1, 2, 3, 4 and 6, paired index by index with these
 * badges and titles.
 */
export const heroSlides: HeroSlide[] = [
  {
    id: 1,
    image: 'hero/slide-1',
    badge: 'Trending Now',
    title: 'Full Stack Development',
    description: 'Build and deploy complete web applications with React, Node.js and modern databases.',
    link: '/courses/1',
  },
  {
    id: 2,
    image: 'hero/slide-2',
    badge: 'New Course',
    title: 'Data Science & Analytics',
    description: 'Turn raw data into business insight with Python, SQL, statistics and machine learning.',
    link: '/courses/2',
  },
  {
    id: 3,
    image: 'hero/slide-3',
    badge: 'Most Popular',
    title: 'Cloud Computing & DevOps',
    description: 'Automate, deploy and scale applications on AWS with Docker, Kubernetes and CI/CD.',
    link: '/courses/3',
  },
  {
    id: 4,
    image: 'hero/slide-4',
    badge: 'High Demand',
    title: 'Cybersecurity',
    description: 'Defend networks and applications with hands-on ethical hacking and security operations labs.',
    link: '/courses/4',
  },
  {
    id: 6,
    image: 'hero/slide-5',
    badge: 'Career Boost',
    title: 'Project Management',
    description:
      'Lead digital projects with confidence using agile methods, user-centred planning and the right tools.',
    link: '/courses/6',
  },
]
