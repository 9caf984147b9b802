import type { Faq, Mentor, MentorshipCategory, MentorshipPlan, MentorshipWhyItem } from './types'

/** The five mentor tabs on /mentorship, in order (docs/product.md §2). */
export const MENTORSHIP_CATEGORIES: readonly MentorshipCategory[] = [
  'Software Development',
  'Data Science',
  'UI/UX Design',
  'Cloud Computing',
  'Cybersecurity',
]

/** Industry mentors (docs/product.md §3). */
export const mentors: Mentor[] = [
  {
    id: 1,
    name: 'Rajesh Kumar',
    position: 'Senior Software Engineer',
    company: 'Google',
    image: 'mentors/1',
    experience: '12+ years',
    expertise: ['System Design', 'Java', 'Distributed Systems', 'Interview Preparation'],
    bio: 'Rajesh builds large-scale back-end services and has interviewed hundreds of engineering candidates. He helps mentees master data structures, system design and the product-company interview process.',
    category: 'Software Development',
  },
  {
    id: 2,
    name: 'Dr. Shalini Gupta',
    position: 'Lead Data Scientist',
    company: 'Microsoft',
    image: 'mentors/2',
    experience: '10+ years',
    expertise: ['Machine Learning', 'Deep Learning', 'NLP', 'Python'],
    bio: 'Shalini leads applied machine learning projects in language technology and has published research on Indian-language NLP. She guides mentees from analytics roles into machine learning careers.',
    category: 'Data Science',
  },
  {
    id: 3,
    name: 'Ishaan Malhotra',
    position: 'Principal Product Designer',
    company: 'Swiggy',
    image: 'mentors/3',
    experience: '8+ years',
    expertise: ['Product Design', 'User Research', 'Design Systems', 'Portfolio Reviews'],
    bio: 'Ishaan designs consumer experiences used by millions of people every day. He reviews portfolios, runs mock design challenges and helps designers tell better case-study stories.',
    category: 'UI/UX Design',
  },
  {
    id: 4,
    name: 'Pooja Agarwal',
    position: 'Cloud Solutions Architect',
    company: 'Amazon Web Services',
    image: 'mentors/4',
    experience: '11+ years',
    expertise: ['AWS Architecture', 'Kubernetes', 'DevOps', 'Cloud Certifications'],
    bio: 'Pooja helps enterprises across India move critical workloads to the cloud. She mentors engineers preparing for AWS certifications and for cloud and DevOps roles.',
    category: 'Cloud Computing',
  },
]

/** Mentors shown under one /mentorship tab (may be empty). */
export function mentorsByCategory(category: MentorshipCategory): Mentor[] {
  return mentors.filter((m) => m.category === category)
}

/** Monthly mentorship plans (docs/product.md §9). */
export const MENTORSHIP_PLANS: readonly MentorshipPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    pricePerMonth: 4999,
    sessions: '2 sessions',
    features: [
      '2 one-on-one sessions per month',
      'Personalised learning roadmap',
      'Résumé review',
      'Email support between sessions',
    ],
  },
  {
    id: 'professional',
    name: 'Professional',
    pricePerMonth: 9999,
    sessions: '4 sessions',
    mostPopular: true,
    features: [
      '4 one-on-one sessions per month',
      'Personalised learning roadmap',
      'Résumé and LinkedIn profile review',
      'Project and code reviews',
      'One mock interview per month',
      'Chat support between sessions',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    pricePerMonth: 19999,
    sessions: 'Unlimited sessions',
    features: [
      'Unlimited one-on-one sessions',
      'Personalised learning roadmap with weekly check-ins',
      'Résumé, LinkedIn and portfolio review',
      'Unlimited project and code reviews',
      'Weekly mock interviews',
      'Referrals to our hiring partners',
      'Priority chat support',
    ],
  },
]

/** Mentorship FAQ (docs/product.md §9). */
export const MENTORSHIP_FAQ: readonly Faq[] = [
  {
    question: 'How long is each mentorship session?',
    answer:
      'Each one-on-one session lasts 45-60 minutes. You and your mentor agree on an agenda in advance so that every session is focused and productive.',
  },
  {
    question: 'Can I change my mentor?',
    answer:
      'Yes. If you feel your mentor is not the right fit, tell us and we will match you with a new mentor within 48 hours.',
  },
  {
    question: 'Is there a refund policy?',
    answer:
      'Yes. We offer a 7-day money-back guarantee. If you are not satisfied within 7 days of starting your plan, contact us for a full refund.',
  },
  {
    question: 'What experience do mentors have?',
    answer:
      'Every mentor has 5+ years of industry experience and works, or has worked, at a leading technology company or start-up.',
  },
  {
    question: 'How are mentors selected?',
    answer:
      'Mentors go through a multi-step selection process covering technical depth, communication and teaching ability. Only about 5% of applicants are accepted.',
  },
]

/** 'Why Join Our Mentorship Program?' block (docs/product.md §2). */
export const MENTORSHIP_WHY: readonly MentorshipWhyItem[] = [
  {
    title: 'Industry Experts',
    description:
      'Learn from professionals working at leading technology companies who know exactly what employers look for.',
    icon: 'Award',
  },
  {
    title: 'Personalized Roadmap',
    description: 'Get a learning plan built around your goals, current skills and the time you can commit each week.',
    icon: 'Route',
  },
  {
    title: '1:1 Sessions',
    description: 'Meet your mentor one-on-one for code reviews, career advice, mock interviews and honest feedback.',
    icon: 'Users',
  },
]
