import type { Curriculum } from './types'

/**
 * Module-by-module curricula, keyed by course id (docs/product.md §3). Kept apart from courses.ts because it is
 * by far the largest part of the catalogue: only the pages that show a curriculum (/curriculum and the
 * Curriculum tab of /courses/{id}) and the syllabus download load it. Courses 6 and 7 deliberately have
 * none yet; COURSE_IDS_WITH_CURRICULUM in categories.ts must list exactly the ids present here
 * (tests/unit/catalogue-courses.test.ts checks it), so pages can disable tabs without loading this module.
 */
const CURRICULA: Readonly<Record<number, Curriculum>> = {
  1: {
    overview:
      'A six-month, project-led path through front-end, back-end and deployment. Each level builds on the last, and you finish with a capstone web application built to the standards of a product company.',
    levels: [
      {
        name: 'Beginner',
        duration: '8 weeks',
        modules: [
          {
            id: 'fs-b-1',
            title: 'Web Foundations: HTML5 and CSS3',
            duration: '3 weeks',
            description:
              'Learn how browsers render pages and build semantic, responsive layouts that work on every screen size.',
            topics: [
              'Semantic HTML and accessibility basics',
              'CSS box model, Flexbox and Grid',
              'Responsive design and media queries',
              'Forms and input validation',
              'Introduction to Tailwind CSS',
            ],
          },
          {
            id: 'fs-b-2',
            title: 'JavaScript Essentials',
            duration: '3 weeks',
            description:
              'Master the language of the web, from variables and functions to asynchronous code and DOM manipulation.',
            topics: [
              'Variables, types and control flow',
              'Functions, scope and closures',
              'Arrays, objects and ES modules',
              'DOM events and manipulation',
              'Promises, async/await and fetch',
            ],
          },
          {
            id: 'fs-b-3',
            title: 'Git, GitHub and Developer Workflow',
            duration: '2 weeks',
            description: 'Work the way professional teams do, with version control, pull requests and code reviews.',
            topics: [
              'Git basics: commits, branches and merges',
              'Pull requests and code review etiquette',
              'Resolving merge conflicts',
              'Command line and VS Code productivity',
            ],
          },
        ],
      },
      {
        name: 'Intermediate',
        duration: '10 weeks',
        modules: [
          {
            id: 'fs-i-1',
            title: 'React and Modern Front-end Development',
            duration: '4 weeks',
            description:
              'Build interactive single-page applications with React, hooks, routing and server-state libraries.',
            topics: [
              'Components, props and state',
              'Hooks: useState, useEffect and custom hooks',
              'Client-side routing',
              'Data fetching and caching with TanStack Query',
              'Forms and validation with Zod',
              'Performance and code splitting',
            ],
          },
          {
            id: 'fs-i-2',
            title: 'Back-end APIs with Node.js and Express',
            duration: '3 weeks',
            description:
              'Design and build secure REST APIs, handle authentication and structure a maintainable server codebase.',
            topics: [
              'Node.js runtime and npm',
              'Express routing and middleware',
              'REST API design and status codes',
              'Authentication with JWT and OAuth',
              'Error handling and logging',
            ],
          },
          {
            id: 'fs-i-3',
            title: 'Databases: MongoDB and PostgreSQL',
            duration: '3 weeks',
            description: 'Model data for real applications using both document and relational databases.',
            topics: [
              'Relational modelling and SQL joins',
              'Indexes and query performance',
              'MongoDB documents and aggregation',
              'ORMs and migrations',
              'Transactions and data integrity',
            ],
          },
        ],
      },
      {
        name: 'Advanced',
        duration: '8 weeks',
        modules: [
          {
            id: 'fs-a-1',
            title: 'TypeScript and Next.js',
            duration: '3 weeks',
            description: 'Add type safety across the stack and build server-rendered React applications.',
            topics: [
              'TypeScript types, generics and narrowing',
              'Sharing types between client and server',
              'Server-side rendering and static generation',
              'SEO and Core Web Vitals',
            ],
          },
          {
            id: 'fs-a-2',
            title: 'Testing, Security and Deployment',
            duration: '2 weeks',
            description: 'Ship with confidence: automated tests, secure defaults and a CI/CD pipeline to the cloud.',
            topics: [
              'Unit testing with Vitest',
              'End-to-end testing with Playwright',
              'OWASP Top 10 for web developers',
              'Docker and CI/CD with GitHub Actions',
              'Deploying to AWS and Vercel',
            ],
          },
          {
            id: 'fs-a-3',
            title: 'Capstone Project',
            duration: '3 weeks',
            description:
              'Plan, build and present a complete full stack product in a small team, reviewed by an industry mentor.',
            topics: [
              'Requirement analysis and sprint planning',
              'Team collaboration with GitHub Projects',
              'Building and deploying the application',
              'Code review and refactoring',
              'Final demo and portfolio write-up',
            ],
          },
        ],
      },
    ],
  },
  2: {
    overview:
      'A five-month programme that moves from Python and statistics to machine learning, deep learning and deployment, with a hands-on project at every level and a capstone at the end.',
    levels: [
      {
        name: 'Beginner',
        duration: '7 weeks',
        modules: [
          {
            id: 'ds-b-1',
            title: 'Python for Data Analysis',
            duration: '3 weeks',
            description: 'Write clean Python and use NumPy and pandas to load, reshape and summarise data.',
            topics: [
              'Python syntax, functions and data structures',
              'Jupyter notebooks and virtual environments',
              'NumPy arrays and vectorisation',
              'pandas DataFrames, grouping and merging',
              'Handling missing and messy data',
            ],
          },
          {
            id: 'ds-b-2',
            title: 'Statistics and Probability',
            duration: '2 weeks',
            description: 'Build the statistical intuition you need to reason about data and models.',
            topics: [
              'Descriptive statistics and distributions',
              'Probability and Bayes’ theorem',
              'Sampling and confidence intervals',
              'Hypothesis testing and A/B tests',
              'Correlation and causation',
            ],
          },
          {
            id: 'ds-b-3',
            title: 'SQL and Data Wrangling',
            duration: '2 weeks',
            description: 'Query relational databases confidently and prepare analysis-ready datasets.',
            topics: [
              'SELECT, filtering and aggregation',
              'Joins and subqueries',
              'Window functions',
              'Working with SQL from Python',
            ],
          },
        ],
      },
      {
        name: 'Intermediate',
        duration: '8 weeks',
        modules: [
          {
            id: 'ds-i-1',
            title: 'Exploratory Data Analysis and Visualisation',
            duration: '3 weeks',
            description: 'Find the story in the data and communicate it with clear charts and dashboards.',
            topics: [
              'Matplotlib and Seaborn',
              'Interactive charts with Plotly',
              'Feature exploration and outlier detection',
              'Dashboards in Power BI',
              'Presenting insights to stakeholders',
            ],
          },
          {
            id: 'ds-i-2',
            title: 'Machine Learning with scikit-learn',
            duration: '5 weeks',
            description: 'Build, evaluate and tune classical machine learning models for prediction and segmentation.',
            topics: [
              'Linear and logistic regression',
              'Decision trees, random forests and gradient boosting',
              'Clustering and dimensionality reduction',
              'Cross-validation and hyperparameter tuning',
              'Model evaluation metrics and bias',
              'Feature engineering pipelines',
            ],
          },
        ],
      },
      {
        name: 'Advanced',
        duration: '7 weeks',
        modules: [
          {
            id: 'ds-a-1',
            title: 'Deep Learning with TensorFlow and PyTorch',
            duration: '3 weeks',
            description: 'Understand neural networks and train models for images and sequences.',
            topics: [
              'Neural network fundamentals and backpropagation',
              'Convolutional neural networks',
              'Recurrent networks and sequence models',
              'Transfer learning',
              'Training on GPUs',
            ],
          },
          {
            id: 'ds-a-2',
            title: 'NLP and Generative AI',
            duration: '2 weeks',
            description: 'Work with text data, transformers and large language models, including Indian-language text.',
            topics: [
              'Text preprocessing and embeddings',
              'Transformers and Hugging Face',
              'Sentiment analysis and classification',
              'Prompt engineering and retrieval-augmented generation',
            ],
          },
          {
            id: 'ds-a-3',
            title: 'MLOps and Capstone Project',
            duration: '2 weeks',
            description:
              'Take a model from notebook to production and present an end-to-end capstone to industry mentors.',
            topics: [
              'Experiment tracking with MLflow',
              'Serving models with FastAPI and Docker',
              'Monitoring data drift',
              'Capstone build, review and demo',
            ],
          },
        ],
      },
    ],
  },
  3: {
    overview:
      'A four-month path from Dart fundamentals to publishing a production Flutter app. You will build a new app at every level and finish with a capstone released to the Play Store.',
    levels: [
      {
        name: 'Beginner',
        duration: '5 weeks',
        modules: [
          {
            id: 'fl-b-1',
            title: 'Dart Programming Fundamentals',
            duration: '2 weeks',
            description:
              'Learn the Dart language features that Flutter relies on, including null safety and asynchronous code.',
            topics: [
              'Variables, types and null safety',
              'Functions and collections',
              'Classes, mixins and generics',
              'Futures, async/await and streams',
            ],
          },
          {
            id: 'fl-b-2',
            title: 'Flutter Widgets and Layouts',
            duration: '3 weeks',
            description: 'Compose interfaces from widgets and build screens that adapt to phones and tablets.',
            topics: [
              'Stateless and stateful widgets',
              'Rows, columns, stacks and flex layouts',
              'Material 3 and Cupertino components',
              'Navigation and routing',
              'Forms and user input',
            ],
          },
        ],
      },
      {
        name: 'Intermediate',
        duration: '6 weeks',
        modules: [
          {
            id: 'fl-i-1',
            title: 'State Management with Provider and Riverpod',
            duration: '2 weeks',
            description: 'Keep app state predictable and testable as your application grows.',
            topics: [
              'setState and its limits',
              'Provider and ChangeNotifier',
              'Riverpod providers and notifiers',
              'Structuring features and layers',
            ],
          },
          {
            id: 'fl-i-2',
            title: 'Networking, REST APIs and Local Storage',
            duration: '2 weeks',
            description: 'Connect your app to back-end services and keep it useful offline.',
            topics: [
              'HTTP requests with dio',
              'JSON serialisation',
              'Error handling and retries',
              'SQLite and shared preferences',
              'Offline-first patterns',
            ],
          },
          {
            id: 'fl-i-3',
            title: 'Firebase Integration',
            duration: '2 weeks',
            description: 'Add authentication, a real-time database and push notifications with Firebase.',
            topics: [
              'Firebase Authentication with phone OTP and Google',
              'Cloud Firestore',
              'Cloud Messaging push notifications',
              'Crashlytics and Analytics',
            ],
          },
        ],
      },
      {
        name: 'Advanced',
        duration: '6 weeks',
        modules: [
          {
            id: 'fl-a-1',
            title: 'Animations, Native Features and Performance',
            duration: '2 weeks',
            description: 'Make apps feel polished and use device capabilities through platform channels.',
            topics: [
              'Implicit and explicit animations',
              'Camera, location and payments (UPI) integration',
              'Platform channels',
              'Profiling and performance tuning',
            ],
          },
          {
            id: 'fl-a-2',
            title: 'Testing, CI/CD and Store Release',
            duration: '2 weeks',
            description: 'Test your app thoroughly and automate builds and releases to both stores.',
            topics: [
              'Unit, widget and integration tests',
              'CI/CD with GitHub Actions and Codemagic',
              'App signing and versioning',
              'Play Store and App Store submission',
            ],
          },
          {
            id: 'fl-a-3',
            title: 'Capstone App',
            duration: '2 weeks',
            description:
              'Design, build and publish a complete app to a client brief, with mentor code reviews along the way.',
            topics: [
              'Product scoping and wireframes',
              'Building core features',
              'Beta testing with real users',
              'Play Store release and demo day',
            ],
          },
        ],
      },
    ],
  },
  4: {
    overview:
      'A five-month, lab-heavy programme covering Linux, AWS, containers, infrastructure as code and site reliability, ending with a capstone that deploys and monitors a production-style application.',
    levels: [
      {
        name: 'Beginner',
        duration: '6 weeks',
        modules: [
          {
            id: 'cd-b-1',
            title: 'Linux and Networking Fundamentals',
            duration: '3 weeks',
            description: 'Get comfortable on the command line and understand how traffic flows between services.',
            topics: [
              'Linux file system, users and permissions',
              'Processes, services and systemd',
              'Shell scripting with Bash',
              'TCP/IP, DNS and HTTP',
              'SSH and firewall basics',
            ],
          },
          {
            id: 'cd-b-2',
            title: 'Cloud Fundamentals on AWS',
            duration: '3 weeks',
            description: 'Learn the core AWS services and design your first secure, scalable architecture.',
            topics: [
              'IAM users, roles and policies',
              'EC2, EBS and Auto Scaling',
              'VPC, subnets and security groups',
              'S3, RDS and CloudFront',
              'Cost management and billing alerts',
            ],
          },
        ],
      },
      {
        name: 'Intermediate',
        duration: '8 weeks',
        modules: [
          {
            id: 'cd-i-1',
            title: 'Docker and Containers',
            duration: '2 weeks',
            description: 'Package applications into portable containers and run multi-service stacks locally.',
            topics: [
              'Images, containers and layers',
              'Writing efficient Dockerfiles',
              'Docker Compose',
              'Container registries and image scanning',
            ],
          },
          {
            id: 'cd-i-2',
            title: 'CI/CD with Git, Jenkins and GitHub Actions',
            duration: '3 weeks',
            description: 'Automate building, testing and deploying code on every commit.',
            topics: [
              'Branching strategies and trunk-based development',
              'Jenkins pipelines',
              'GitHub Actions workflows',
              'Artifact management',
              'Blue-green and canary deployments',
            ],
          },
          {
            id: 'cd-i-3',
            title: 'Infrastructure as Code with Terraform and Ansible',
            duration: '3 weeks',
            description: 'Provision and configure cloud infrastructure repeatably from version-controlled code.',
            topics: [
              'Terraform providers, resources and state',
              'Modules and workspaces',
              'Ansible playbooks and roles',
              'Secrets management',
              'Policy and drift detection',
            ],
          },
        ],
      },
      {
        name: 'Advanced',
        duration: '8 weeks',
        modules: [
          {
            id: 'cd-a-1',
            title: 'Kubernetes in Production',
            duration: '3 weeks',
            description: 'Deploy, scale and secure workloads on Kubernetes and managed clusters such as Amazon EKS.',
            topics: [
              'Pods, deployments and services',
              'ConfigMaps, secrets and volumes',
              'Ingress and networking',
              'Helm charts',
              'Autoscaling and RBAC',
            ],
          },
          {
            id: 'cd-a-2',
            title: 'Monitoring, Logging and SRE Practices',
            duration: '2 weeks',
            description: 'Keep systems healthy with metrics, logs, alerts and a calm incident process.',
            topics: [
              'Prometheus and Grafana',
              'Centralised logging with the ELK stack',
              'SLIs, SLOs and error budgets',
              'On-call and post-incident reviews',
            ],
          },
          {
            id: 'cd-a-3',
            title: 'Multi-cloud Architecture and Capstone',
            duration: '3 weeks',
            description:
              'Design a resilient architecture and deliver a capstone that provisions, deploys and monitors a real application.',
            topics: [
              'Azure and GCP equivalents of AWS services',
              'Disaster recovery and backups',
              'Capstone infrastructure and pipeline build',
              'Certification preparation and demo day',
            ],
          },
        ],
      },
    ],
  },
  5: {
    overview:
      'A six-month programme that builds defensive and offensive security skills step by step, practised in a dedicated cyber range and finished with a red team versus blue team capstone.',
    levels: [
      {
        name: 'Beginner',
        duration: '8 weeks',
        modules: [
          {
            id: 'cs-b-1',
            title: 'Networking and Operating System Security',
            duration: '3 weeks',
            description:
              'Understand how networks and operating systems work so you can see how they are attacked and defended.',
            topics: [
              'OSI model, TCP/IP and common protocols',
              'Packet analysis with Wireshark',
              'Linux and Windows administration',
              'Hardening servers and endpoints',
              'Firewalls, VPNs and segmentation',
            ],
          },
          {
            id: 'cs-b-2',
            title: 'Security Principles, Cryptography and Compliance',
            duration: '3 weeks',
            description:
              'Learn the core principles of information security and the Indian legal and compliance landscape.',
            topics: [
              'CIA triad and defence in depth',
              'Symmetric and asymmetric encryption, hashing and PKI',
              'Identity and access management',
              'IT Act 2000, CERT-In directions and the DPDP Act 2023',
              'ISO 27001 and risk assessment',
            ],
          },
          {
            id: 'cs-b-3',
            title: 'Python and Bash for Security',
            duration: '2 weeks',
            description: 'Automate repetitive security tasks and write simple tools of your own.',
            topics: [
              'Bash scripting for log analysis',
              'Python sockets and requests',
              'Parsing and correlating logs',
              'Writing a simple port scanner',
            ],
          },
        ],
      },
      {
        name: 'Intermediate',
        duration: '10 weeks',
        modules: [
          {
            id: 'cs-i-1',
            title: 'Ethical Hacking and Penetration Testing',
            duration: '4 weeks',
            description:
              'Follow a professional penetration testing methodology from reconnaissance to reporting, legally and ethically.',
            topics: [
              'Scoping, rules of engagement and legal authorisation',
              'Reconnaissance and scanning with Nmap',
              'Exploitation with Metasploit',
              'Privilege escalation on Linux and Windows',
              'Active Directory attacks',
              'Writing a penetration test report',
            ],
          },
          {
            id: 'cs-i-2',
            title: 'Web Application Security (OWASP Top 10)',
            duration: '3 weeks',
            description: 'Find and fix the vulnerabilities that most often affect web applications and APIs.',
            topics: [
              'Injection and cross-site scripting',
              'Broken authentication and access control',
              'Testing with Burp Suite',
              'API security testing',
              'Secure coding and remediation',
            ],
          },
          {
            id: 'cs-i-3',
            title: 'Security Operations and SIEM',
            duration: '3 weeks',
            description: 'Work like a SOC analyst: collect logs, build detections and triage alerts.',
            topics: [
              'SOC roles and workflows',
              'Log collection and SIEM with Splunk',
              'Writing detection rules',
              'Threat intelligence and MITRE ATT&CK',
              'Alert triage and escalation',
            ],
          },
        ],
      },
      {
        name: 'Advanced',
        duration: '8 weeks',
        modules: [
          {
            id: 'cs-a-1',
            title: 'Cloud and Container Security',
            duration: '3 weeks',
            description: 'Secure workloads on AWS and Kubernetes, where most new applications now run.',
            topics: [
              'Shared responsibility model',
              'IAM misconfigurations and least privilege',
              'Securing S3, VPCs and secrets',
              'Container image and Kubernetes security',
              'Cloud security posture management',
            ],
          },
          {
            id: 'cs-a-2',
            title: 'Incident Response and Digital Forensics',
            duration: '2 weeks',
            description: 'Contain and investigate incidents and preserve evidence correctly.',
            topics: [
              'Incident response lifecycle',
              'Reporting incidents to CERT-In within six hours',
              'Disk and memory forensics',
              'Malware analysis basics',
            ],
          },
          {
            id: 'cs-a-3',
            title: 'Red Team vs Blue Team Capstone',
            duration: '3 weeks',
            description:
              'Attack and defend a simulated company network in teams, then present findings to a panel of industry experts.',
            topics: [
              'Planning an attack simulation',
              'Detecting and responding in real time',
              'Executive and technical reporting',
              'Certification preparation and final presentation',
            ],
          },
        ],
      },
    ],
  },
}

/** The curriculum of a course, or undefined while it is still being written. */
export function getCurriculum(courseId: number): Curriculum | undefined {
  return Object.hasOwn(CURRICULA, courseId) ? CURRICULA[courseId] : undefined
}
