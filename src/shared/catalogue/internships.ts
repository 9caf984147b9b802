import type { Internship } from './types'

/** The four internships (docs/product.md §3). None carries a stipend. */
export const internships: Internship[] = [
  {
    id: 1,
    slug: 'software-engineering-intern',
    title: 'Software Engineering Intern',
    description:
      'Work alongside our product engineering team to build and ship features for real client web applications.',
    longDescription:
      'As a Software Engineering Intern you will join an agile squad building web applications for our industry clients. You will pick up tickets from the sprint backlog, write clean and tested code in React and Node.js, take part in daily stand-ups and code reviews, and deploy your work to staging and production. A senior engineer mentors you throughout, and you leave with an experience letter and production code you can talk about in interviews.',
    category: 'Software Development',
    categoryColor: 'primary',
    icon: 'Code2',
    skills: ['JavaScript', 'React', 'Node.js', 'Git', 'REST APIs', 'SQL'],
    duration: '4 months',
    location: 'In-office',
    hasStipend: false,
    responsibilities: [
      'Develop and test features in React and Node.js under the guidance of a senior engineer',
      'Participate in sprint planning, daily stand-ups and retrospectives',
      'Raise pull requests and respond to code review feedback',
      'Write unit tests and fix bugs reported by the QA team',
      'Document the APIs and components you build',
    ],
    eligibility: [
      'Final-year students or recent graduates in B.E./B.Tech, BCA, MCA or B.Sc. (Computer Science/IT)',
      'Working knowledge of JavaScript and basic HTML and CSS',
      'Familiarity with Git and at least one personal or academic project',
      'Able to attend our Ahmedabad office five days a week',
    ],
  },
  {
    id: 2,
    slug: 'data-science-intern',
    title: 'Data Science Intern',
    description: 'Analyse real business datasets, build predictive models and present insights to client stakeholders.',
    longDescription:
      'As a Data Science Intern you will work on analytics projects for retail, fintech and healthcare clients. You will clean and explore data with Python and SQL, build and evaluate machine learning models, create dashboards, and present your findings to the project lead. Weekly one-to-one reviews with a data scientist help you sharpen both your technical and communication skills.',
    category: 'Data Science',
    categoryColor: 'accent',
    icon: 'BarChart3',
    skills: ['Python', 'pandas', 'SQL', 'scikit-learn', 'Power BI', 'Statistics'],
    duration: '3 months',
    location: 'Remote',
    hasStipend: false,
    responsibilities: [
      'Collect, clean and validate datasets from client systems',
      'Perform exploratory analysis and document key findings',
      'Build, evaluate and tune machine learning models',
      'Create dashboards and visual reports in Power BI',
      'Present insights in weekly review meetings',
    ],
    eligibility: [
      'Students or graduates in engineering, statistics, mathematics, economics or computer science',
      'Good knowledge of Python and basic SQL',
      'Understanding of statistics and at least one machine learning algorithm',
      'A laptop and a reliable internet connection for remote work',
    ],
  },
  {
    id: 3,
    slug: 'ui-ux-design-intern',
    title: 'UI/UX Design Intern',
    description: 'Research, wireframe and prototype user-friendly interfaces for web and mobile products in Figma.',
    longDescription:
      'As a UI/UX Design Intern you will support our design team on client projects, from user interviews to high-fidelity prototypes. You will create wireframes and user flows, contribute components to a design system, run usability tests and hand designs over to developers. You will finish with two or more case studies for your portfolio, reviewed by a senior product designer.',
    category: 'Design',
    categoryColor: 'secondary',
    icon: 'Palette',
    skills: ['Figma', 'User Research', 'Wireframing', 'Prototyping', 'Design Systems', 'Usability Testing'],
    duration: '3 months',
    location: 'Remote',
    hasStipend: false,
    responsibilities: [
      'Conduct user interviews and synthesise research findings',
      'Create user flows, wireframes and high-fidelity mockups in Figma',
      'Build interactive prototypes and run usability tests',
      'Contribute reusable components to the design system',
      'Prepare developer hand-off files and specifications',
    ],
    eligibility: [
      'Students or graduates in design, fine arts, HCI, engineering or any related field',
      'A portfolio with at least two design projects (academic projects are welcome)',
      'Working knowledge of Figma',
      'Good written and spoken English',
    ],
  },
  {
    id: 4,
    slug: 'devops-engineering-intern',
    title: 'DevOps Engineering Intern',
    description:
      'Automate builds, deployments and cloud infrastructure for live applications using modern DevOps tooling.',
    longDescription:
      'As a DevOps Engineering Intern you will help our platform team keep client applications fast, secure and reliable. You will containerise services with Docker, write CI/CD pipelines, provision AWS infrastructure with Terraform, and set up monitoring and alerts. You will shadow on-call engineers and learn how production incidents are handled end to end.',
    category: 'Cloud & DevOps',
    categoryColor: 'primary',
    icon: 'Server',
    skills: ['Linux', 'Docker', 'Kubernetes', 'AWS', 'Terraform', 'GitHub Actions'],
    duration: '4 months',
    location: 'In-office',
    hasStipend: false,
    responsibilities: [
      'Containerise applications and maintain Docker images',
      'Build and improve CI/CD pipelines with GitHub Actions and Jenkins',
      'Provision and manage AWS resources with Terraform',
      'Set up monitoring dashboards and alerts with Prometheus and Grafana',
      'Write runbooks and document infrastructure changes',
    ],
    eligibility: [
      'Final-year students or recent graduates in B.E./B.Tech, BCA, MCA or B.Sc. (IT)',
      'Comfort with the Linux command line and basic networking',
      'Exposure to any cloud platform (AWS, Azure or GCP)',
      'Able to attend our Ahmedabad office five days a week',
    ],
  },
]

/**
 * Internships for /internships?category={query} (docs/product.md §2): no or empty query
 * → all; otherwise those whose title contains the query, case-insensitively.
 */
export function filterInternshipsByCategory(query?: string | null): Internship[] {
  if (!query) return internships
  const needle = query.toLowerCase()
  return internships.filter((i) => i.title.toLowerCase().includes(needle))
}

export function getInternship(id: number): Internship | undefined {
  return internships.find((i) => i.id === id)
}
