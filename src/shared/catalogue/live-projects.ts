import type { LiveProject, LiveProjectBenefit } from './types'

/** Featured live projects (docs/product.md §3). */
export const liveProjects: LiveProject[] = [
  {
    id: 1,
    title: 'E-commerce Platform',
    description:
      'Build a multi-vendor online store with product search, cart, UPI and card payments, order tracking and an admin dashboard for sellers.',
    category: 'Web Development',
    subCategory: 'Full Stack',
    categoryColor: 'primary',
    image: 'projects/ecommerce',
    technologies: ['React', 'Node.js', 'Express', 'MongoDB', 'Razorpay', 'Redis'],
  },
  {
    id: 2,
    title: 'Food Delivery App',
    description:
      'Create a cross-platform food ordering app with restaurant listings, live order tracking on maps, push notifications and a delivery partner view.',
    category: 'Mobile Apps',
    subCategory: 'Flutter',
    categoryColor: 'secondary',
    image: 'projects/food-delivery',
    technologies: ['Flutter', 'Dart', 'Firebase', 'Google Maps API', 'Cloud Functions'],
  },
  {
    id: 3,
    title: 'Sentiment Analysis System',
    description:
      'Analyse customer reviews and social media posts in English and Hindi to track brand sentiment, with a live dashboard and alerts for negative spikes.',
    category: 'Data Science',
    subCategory: 'Natural Language Processing',
    categoryColor: 'accent',
    image: 'projects/sentiment',
    technologies: ['Python', 'Hugging Face Transformers', 'FastAPI', 'PostgreSQL', 'Streamlit'],
  },
  {
    id: 4,
    title: 'Project Management Tool',
    description:
      'Develop a collaborative task board with sprints, Kanban views, real-time updates, role-based access and automated deployment to the cloud.',
    category: 'Cloud & DevOps',
    subCategory: 'SaaS Application',
    categoryColor: 'primary',
    image: 'projects/project-management',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Socket.IO', 'Docker', 'AWS'],
  },
]

/** Benefit blurbs on /live-projects. */
export const LIVE_PROJECT_BENEFITS: readonly LiveProjectBenefit[] = [
  {
    title: 'Real-World Experience',
    description:
      'Work on the kind of problems product companies solve every day, with real requirements, deadlines and code reviews.',
    icon: 'Briefcase',
  },
  {
    title: 'Team Collaboration',
    description:
      'Build in small agile teams using Git, stand-ups and sprint boards, just as you will at your first job.',
    icon: 'Users',
  },
  {
    title: 'Industry Mentorship',
    description:
      'Get guidance and feedback from working engineers and designers who review your work at every milestone.',
    icon: 'UserCheck',
  },
  {
    title: 'Portfolio That Gets Noticed',
    description: 'Finish with deployed projects and case studies that you can demonstrate confidently in interviews.',
    icon: 'Award',
  },
]
