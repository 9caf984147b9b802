import type { Course, CurriculumLevelCard, CurriculumTab } from './types'
import { courseCategoryForQuery } from './categories'

/**
 * The seven paid courses (docs/product.md §3). Order and ids are significant: the first
 * three are featured on the home page, hero slides link to ids 1, 2, 3, 4, 6,
 * and courses 6 and 7 deliberately have no curriculum yet. The curricula live
 * in curricula.ts (getCurriculum), which only curriculum pages load.
 */
export const courses: Course[] = [
  {
    id: 1,
    slug: 'full-stack-web-development',
    title: 'Full Stack Web Development',
    description:
      'Build production-ready web applications with HTML, CSS, JavaScript, React, Node.js and databases, and ship a portfolio of real projects.',
    longDescription:
      'This programme takes you from your first line of HTML to deploying a full stack application in the cloud. You will learn the MERN stack the way product teams in Bengaluru, Pune and Ahmedabad use it every day: typed React front-ends, REST and GraphQL APIs in Node.js, relational and document databases, automated tests and CI/CD. Every level ends with a graded project reviewed by a working engineer, and the course closes with a capstone you can show in interviews.',
    category: 'Web Development',
    categoryColor: 'primary',
    image: 'courses/full-stack',
    rating: 4.8,
    duration: '6 months',
    durationMonths: 6,
    modules: 20,
    price: 29999,
    originalPrice: 34999,
    isBestseller: true,
    skills: [
      'HTML5 & CSS3',
      'JavaScript (ES2023)',
      'React',
      'TypeScript',
      'Node.js & Express',
      'MongoDB',
      'PostgreSQL',
      'Git & GitHub',
      'REST APIs',
      'Docker basics',
    ],
    outcomes: [
      'Build responsive, accessible user interfaces with React and Tailwind CSS',
      'Design and document REST APIs with Node.js, Express and PostgreSQL',
      'Write unit and end-to-end tests and set up a CI/CD pipeline',
      'Deploy a full stack application to the cloud with a custom domain',
      'Complete a capstone project and a portfolio reviewed by industry mentors',
    ],
    instructors: [
      {
        name: 'Rohan Mehta',
        role: 'Lead Full Stack Instructor',
        bio: 'Former senior engineer at a Bengaluru fintech where he led the payments dashboard team. Rohan has trained more than 3,000 developers in React and Node.js.',
        experience: '11+ years',
      },
      {
        name: 'Priya Nair',
        role: 'Front-end Architect & Mentor',
        bio: 'Priya designs component libraries and design systems for SaaS products and speaks regularly at ReactJS and JSConf India meet-ups.',
        experience: '9+ years',
      },
    ],
  },
  {
    id: 2,
    slug: 'data-science-and-machine-learning',
    title: 'Data Science and Machine Learning',
    description:
      'Learn Python, statistics, SQL and machine learning, and solve real business problems with data from Indian retail, finance and healthcare.',
    longDescription:
      'Data roles are among the fastest growing in India. This programme teaches the complete workflow of a data scientist: collecting and cleaning data, exploring it visually, building and evaluating machine learning models, and putting them into production. You will work on datasets from e-commerce, banking and public health, and finish with a capstone that takes a model from notebook to deployed API.',
    category: 'Data Science',
    categoryColor: 'accent',
    image: 'courses/data-science',
    rating: 4.9,
    duration: '5 months',
    durationMonths: 5,
    modules: 18,
    price: 32999,
    originalPrice: 37999,
    isBestseller: true,
    skills: [
      'Python',
      'NumPy & pandas',
      'SQL',
      'Statistics',
      'Data Visualisation',
      'scikit-learn',
      'TensorFlow',
      'NLP',
      'Power BI',
      'MLOps',
    ],
    outcomes: [
      'Clean, analyse and visualise real-world datasets with Python and SQL',
      'Apply statistics to test hypotheses and support business decisions',
      'Build, tune and evaluate supervised and unsupervised models',
      'Train deep learning models for vision and language tasks',
      'Deploy a machine learning model as an API in a capstone project',
    ],
    instructors: [
      {
        name: 'Dr. Ananya Iyer',
        role: 'Head of Data Science Programmes',
        bio: 'Ananya holds a PhD in machine learning from IIT Madras and has built credit-risk and demand-forecasting models for leading Indian banks and retailers.',
        experience: '12+ years',
      },
      {
        name: 'Karthik Reddy',
        role: 'Senior Machine Learning Engineer & Mentor',
        bio: 'Karthik deploys recommendation and search models at scale for a Hyderabad e-commerce company and mentors learners on MLOps.',
        experience: '8+ years',
      },
    ],
  },
  {
    id: 3,
    slug: 'flutter-development',
    title: 'Flutter Development',
    description:
      'Create beautiful, fast Android and iOS apps from a single codebase with Flutter and Dart, and publish your own app to the stores.',
    longDescription:
      'Flutter powers apps used by millions across India, from payments to grocery delivery. In this course you will learn Dart, build polished interfaces with Flutter widgets, manage state, connect to REST APIs and Firebase, and release a production app to the Google Play Store and Apple App Store. Your final project is a complete app built to a real client brief.',
    category: 'Mobile Apps',
    categoryColor: 'secondary',
    image: 'courses/flutter',
    rating: 4.7,
    duration: '4 months',
    durationMonths: 4,
    modules: 15,
    price: 22999,
    originalPrice: 26999,
    isNew: true,
    skills: [
      'Dart',
      'Flutter',
      'Material 3',
      'Riverpod',
      'REST APIs',
      'Firebase',
      'SQLite',
      'App Store & Play Store release',
    ],
    outcomes: [
      'Write idiomatic Dart and structure a Flutter codebase for growth',
      'Build responsive, animated interfaces for Android and iOS',
      'Manage application state with Provider and Riverpod',
      'Integrate REST APIs, Firebase authentication and push notifications',
      'Publish a capstone app to the Google Play Store',
    ],
    instructors: [
      {
        name: 'Arjun Deshpande',
        role: 'Mobile Engineering Lead',
        bio: 'Arjun has shipped Flutter apps with over five million downloads for food delivery and travel start-ups and is a Google Developer Group speaker.',
        experience: '10+ years',
      },
      {
        name: 'Sneha Kulkarni',
        role: 'Flutter Developer & Mentor',
        bio: 'Sneha builds cross-platform apps for healthcare clients and specialises in accessible UI and app performance.',
        experience: '6+ years',
      },
    ],
  },
  {
    id: 4,
    slug: 'cloud-computing-and-devops',
    title: 'Cloud Computing and DevOps',
    description:
      'Master AWS, Linux, Docker, Kubernetes, Terraform and CI/CD pipelines, and learn to run reliable systems in the cloud.',
    longDescription:
      'Every modern product team needs engineers who can automate infrastructure and ship safely. This course covers Linux and networking fundamentals, core AWS services, containers with Docker and Kubernetes, infrastructure as code with Terraform and Ansible, CI/CD pipelines and observability. Hands-on labs run in real cloud accounts, and the course prepares you for the AWS Solutions Architect Associate and CKA certifications.',
    category: 'Cloud & DevOps',
    categoryColor: 'primary',
    image: 'courses/cloud-devops',
    rating: 4.8,
    duration: '5 months',
    durationMonths: 5,
    modules: 16,
    price: 27999,
    originalPrice: 32499,
    skills: [
      'Linux',
      'AWS',
      'Azure basics',
      'Docker',
      'Kubernetes',
      'Terraform',
      'Ansible',
      'Jenkins',
      'GitHub Actions',
      'Prometheus & Grafana',
    ],
    outcomes: [
      'Administer Linux servers and troubleshoot networking issues',
      'Design secure, highly available architectures on AWS',
      'Containerise applications and run them on Kubernetes',
      'Automate infrastructure with Terraform and configuration with Ansible',
      'Build CI/CD pipelines and monitoring for a capstone deployment',
    ],
    instructors: [
      {
        name: 'Vikram Singh',
        role: 'Principal DevOps Instructor',
        bio: 'Vikram is an AWS Certified Solutions Architect – Professional who has migrated large workloads to the cloud for IT services firms in Gurugram and Pune.',
        experience: '13+ years',
      },
      {
        name: 'Neha Joshi',
        role: 'Site Reliability Engineer & Mentor',
        bio: 'Neha runs Kubernetes platforms for a SaaS company and holds CKA and CKAD certifications. She mentors learners on observability and incident response.',
        experience: '7+ years',
      },
    ],
  },
  {
    id: 5,
    slug: 'cybersecurity-specialist',
    title: 'Cybersecurity Specialist',
    description:
      'Learn ethical hacking, network defence, web application security and incident response, with hands-on labs in a live cyber range.',
    longDescription:
      'With cyber incidents reported to CERT-In rising every year, Indian organisations need skilled defenders. This programme covers networking and operating system security, cryptography, ethical hacking, web application security, security operations and incident response. You will practise in an isolated cyber range, learn the legal framework of the IT Act 2000 and the DPDP Act 2023, and prepare for CompTIA Security+ and CEH certifications.',
    category: 'Cybersecurity',
    categoryColor: 'accent',
    image: 'courses/cybersecurity',
    rating: 4.7,
    duration: '6 months',
    durationMonths: 6,
    modules: 22,
    price: 30999,
    originalPrice: 35499,
    skills: [
      'Network Security',
      'Linux & Windows Hardening',
      'Kali Linux',
      'Penetration Testing',
      'OWASP Top 10',
      'Burp Suite',
      'SIEM (Splunk)',
      'Incident Response',
      'Digital Forensics',
      'Cloud Security',
    ],
    outcomes: [
      'Secure networks, servers and endpoints against common attacks',
      'Perform authorised penetration tests and write professional reports',
      'Find and fix OWASP Top 10 vulnerabilities in web applications',
      'Monitor, triage and respond to incidents in a security operations centre',
      'Complete a red team versus blue team capstone exercise',
    ],
    instructors: [
      {
        name: 'Aditya Rao',
        role: 'Lead Security Instructor',
        bio: 'Aditya is an OSCP and CISSP certified penetration tester who has run security assessments for banks and government agencies across India.',
        experience: '14+ years',
      },
      {
        name: 'Farah Sheikh',
        role: 'SOC Manager & Mentor',
        bio: 'Farah manages a 24x7 security operations centre for a managed security provider in Mumbai and specialises in threat hunting and forensics.',
        experience: '9+ years',
      },
    ],
  },
  {
    id: 6,
    slug: 'ui-ux-design-mastery',
    title: 'UI/UX Design Mastery',
    description:
      'Design intuitive digital products with user research, wireframing, prototyping in Figma and design systems, and build a portfolio recruiters notice.',
    longDescription:
      'Great products start with great design. This course teaches the full user-centred design process used by product teams: research and personas, information architecture, wireframes, visual design, interactive prototypes in Figma, usability testing and design systems. You will redesign real Indian apps and websites and finish with three portfolio case studies.',
    category: 'Design',
    categoryColor: 'secondary',
    image: 'courses/ui-ux',
    rating: 4.6,
    duration: '4 months',
    durationMonths: 4,
    modules: 14,
    price: 21999,
    originalPrice: 25999,
    isNew: true,
    skills: [
      'User Research',
      'Information Architecture',
      'Wireframing',
      'Figma',
      'Prototyping',
      'Usability Testing',
      'Design Systems',
      'Accessibility',
    ],
    outcomes: [
      'Plan and run user interviews and usability tests',
      'Turn research into personas, journeys and information architecture',
      'Design polished, accessible interfaces and interactive prototypes in Figma',
      'Build and document a reusable design system',
      'Present three case studies in a professional portfolio',
    ],
    instructors: [
      {
        name: 'Meera Pillai',
        role: 'Lead UX Design Instructor',
        bio: 'Meera has led design for consumer fintech and edtech products used by millions of Indians and mentors designers through ADPList.',
        experience: '10+ years',
      },
      {
        name: 'Siddharth Bose',
        role: 'Product Designer & Mentor',
        bio: 'Siddharth designs B2B SaaS dashboards and maintains a large open-source Figma design system.',
        experience: '7+ years',
      },
    ],
  },
  {
    id: 7,
    slug: 'digital-marketing-specialist',
    title: 'Digital Marketing Specialist',
    description:
      'Grow brands online with SEO, Google Ads, social media marketing, content strategy, email automation and analytics.',
    longDescription:
      'Indian businesses of every size are moving their marketing budgets online. This practical course covers search engine optimisation, Google Ads, Meta and LinkedIn advertising, content and social media strategy, email and WhatsApp marketing, and Google Analytics 4. You will plan and run live campaigns with a real budget and prepare for Google Ads and Analytics certifications.',
    category: 'Digital Marketing',
    categoryColor: 'primary',
    image: 'courses/digital-marketing',
    rating: 4.6,
    duration: '3 months',
    durationMonths: 3,
    modules: 12,
    price: 19999,
    originalPrice: 23999,
    skills: [
      'SEO',
      'Google Ads',
      'Meta Ads',
      'Social Media Marketing',
      'Content Strategy',
      'Email & WhatsApp Marketing',
      'Google Analytics 4',
      'Marketing Automation',
    ],
    outcomes: [
      'Audit and improve a website’s search rankings',
      'Plan, launch and optimise paid campaigns on Google and Meta',
      'Build a content calendar and grow social media channels',
      'Measure results and report ROI with Google Analytics 4',
      'Run a live campaign project for a real business',
    ],
    instructors: [
      {
        name: 'Kavya Sharma',
        role: 'Lead Digital Marketing Instructor',
        bio: 'Kavya has managed performance marketing budgets for D2C brands and agencies in Delhi NCR and is a certified Google Ads trainer.',
        experience: '9+ years',
      },
      {
        name: 'Rahul Verma',
        role: 'SEO & Content Strategist',
        bio: 'Rahul grows organic traffic for SaaS and e-commerce businesses and writes about search for leading Indian marketing publications.',
        experience: '8+ years',
      },
    ],
  },
]

/**
 * The home page shows the first three courses (docs/product.md §9 featuredCount).
 * Marked pure so that this module has no top-level side effects: a bundle that imports it without using
 * the course list can then drop the list.
 */
export const featuredCourses: Course[] = /* @__PURE__ */ courses.slice(0, 3)

/**
 * Courses for /courses?category={query}: no or empty query → all courses;
 * a mapped value → courses in that category; any other value → [].
 */
export function filterCoursesByCategory(query?: string | null): Course[] {
  if (!query) return courses
  const category = courseCategoryForQuery(query)
  if (!category) return []
  return courses.filter((c) => c.category === category)
}

export function getCourse(id: number): Course | undefined {
  return courses.find((c) => c.id === id)
}

export function getCourseBySlug(slug: string): Course | undefined {
  return courses.find((c) => c.slug === slug)
}

/** /curriculum course tabs. A tab is disabled when its course has no curriculum. */
export const CURRICULUM_TABS: readonly CurriculumTab[] = [
  { value: 'fullstack', label: 'Full Stack', courseId: 1 },
  { value: 'datascience', label: 'Data Science', courseId: 2 },
  { value: 'mobile', label: 'Mobile Dev', courseId: 3 },
  { value: 'cloud', label: 'Cloud', courseId: 4 },
  { value: 'cybersecurity', label: 'Cybersecurity', courseId: 5 },
  { value: 'uiux', label: 'UI/UX', courseId: 6 },
  { value: 'digital', label: 'Digital', courseId: 7 },
]

/** /curriculum level cards (docs/product.md §2). */
export const CURRICULUM_LEVEL_CARDS: readonly CurriculumLevelCard[] = [
  {
    name: 'Beginner',
    duration: '4 Months',
    description:
      'Build strong foundations: programming basics, core tools and the fundamentals of your chosen track, with guided mini-projects.',
  },
  {
    name: 'Intermediate',
    duration: '4 Months',
    description:
      'Apply your skills to real-world problems with frameworks, databases and industry tools, and complete a team project.',
  },
  {
    name: 'Advanced',
    duration: '3 Months',
    description:
      'Specialise with advanced topics, deployment and best practices, and finish with a capstone, live project or internship.',
  },
]
