import type {
  Course,
  CurriculumLevelCard,
  CurriculumTab,
  EnquiryOption,
} from './types';

/**
 * The seven paid courses (SPEC §3). Order and ids are significant: the first
 * three are featured on the home page, hero slides link to ids 1, 2, 3, 4, 6,
 * and courses 6 and 7 deliberately have no curriculum yet.
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
    skills: ['HTML5 & CSS3', 'JavaScript (ES2023)', 'React', 'TypeScript', 'Node.js & Express', 'MongoDB', 'PostgreSQL', 'Git & GitHub', 'REST APIs', 'Docker basics'],
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
    curriculum: {
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
              topics: ['Semantic HTML and accessibility basics', 'CSS box model, Flexbox and Grid', 'Responsive design and media queries', 'Forms and input validation', 'Introduction to Tailwind CSS'],
            },
            {
              id: 'fs-b-2',
              title: 'JavaScript Essentials',
              duration: '3 weeks',
              description:
                'Master the language of the web, from variables and functions to asynchronous code and DOM manipulation.',
              topics: ['Variables, types and control flow', 'Functions, scope and closures', 'Arrays, objects and ES modules', 'DOM events and manipulation', 'Promises, async/await and fetch'],
            },
            {
              id: 'fs-b-3',
              title: 'Git, GitHub and Developer Workflow',
              duration: '2 weeks',
              description:
                'Work the way professional teams do, with version control, pull requests and code reviews.',
              topics: ['Git basics: commits, branches and merges', 'Pull requests and code review etiquette', 'Resolving merge conflicts', 'Command line and VS Code productivity'],
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
              topics: ['Components, props and state', 'Hooks: useState, useEffect and custom hooks', 'Client-side routing', 'Data fetching and caching with TanStack Query', 'Forms and validation with Zod', 'Performance and code splitting'],
            },
            {
              id: 'fs-i-2',
              title: 'Back-end APIs with Node.js and Express',
              duration: '3 weeks',
              description:
                'Design and build secure REST APIs, handle authentication and structure a maintainable server codebase.',
              topics: ['Node.js runtime and npm', 'Express routing and middleware', 'REST API design and status codes', 'Authentication with JWT and OAuth', 'Error handling and logging'],
            },
            {
              id: 'fs-i-3',
              title: 'Databases: MongoDB and PostgreSQL',
              duration: '3 weeks',
              description:
                'Model data for real applications using both document and relational databases.',
              topics: ['Relational modelling and SQL joins', 'Indexes and query performance', 'MongoDB documents and aggregation', 'ORMs and migrations', 'Transactions and data integrity'],
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
              description:
                'Add type safety across the stack and build server-rendered React applications.',
              topics: ['TypeScript types, generics and narrowing', 'Sharing types between client and server', 'Server-side rendering and static generation', 'SEO and Core Web Vitals'],
            },
            {
              id: 'fs-a-2',
              title: 'Testing, Security and Deployment',
              duration: '2 weeks',
              description:
                'Ship with confidence: automated tests, secure defaults and a CI/CD pipeline to the cloud.',
              topics: ['Unit testing with Vitest', 'End-to-end testing with Playwright', 'OWASP Top 10 for web developers', 'Docker and CI/CD with GitHub Actions', 'Deploying to AWS and Vercel'],
            },
            {
              id: 'fs-a-3',
              title: 'Capstone Project',
              duration: '3 weeks',
              description:
                'Plan, build and present a complete full stack product in a small team, reviewed by an industry mentor.',
              topics: ['Requirement analysis and sprint planning', 'Team collaboration with GitHub Projects', 'Building and deploying the application', 'Code review and refactoring', 'Final demo and portfolio write-up'],
            },
          ],
        },
      ],
    },
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
    skills: ['Python', 'NumPy & pandas', 'SQL', 'Statistics', 'Data Visualisation', 'scikit-learn', 'TensorFlow', 'NLP', 'Power BI', 'MLOps'],
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
    curriculum: {
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
              description:
                'Write clean Python and use NumPy and pandas to load, reshape and summarise data.',
              topics: ['Python syntax, functions and data structures', 'Jupyter notebooks and virtual environments', 'NumPy arrays and vectorisation', 'pandas DataFrames, grouping and merging', 'Handling missing and messy data'],
            },
            {
              id: 'ds-b-2',
              title: 'Statistics and Probability',
              duration: '2 weeks',
              description:
                'Build the statistical intuition you need to reason about data and models.',
              topics: ['Descriptive statistics and distributions', 'Probability and Bayes’ theorem', 'Sampling and confidence intervals', 'Hypothesis testing and A/B tests', 'Correlation and causation'],
            },
            {
              id: 'ds-b-3',
              title: 'SQL and Data Wrangling',
              duration: '2 weeks',
              description:
                'Query relational databases confidently and prepare analysis-ready datasets.',
              topics: ['SELECT, filtering and aggregation', 'Joins and subqueries', 'Window functions', 'Working with SQL from Python'],
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
              description:
                'Find the story in the data and communicate it with clear charts and dashboards.',
              topics: ['Matplotlib and Seaborn', 'Interactive charts with Plotly', 'Feature exploration and outlier detection', 'Dashboards in Power BI', 'Presenting insights to stakeholders'],
            },
            {
              id: 'ds-i-2',
              title: 'Machine Learning with scikit-learn',
              duration: '5 weeks',
              description:
                'Build, evaluate and tune classical machine learning models for prediction and segmentation.',
              topics: ['Linear and logistic regression', 'Decision trees, random forests and gradient boosting', 'Clustering and dimensionality reduction', 'Cross-validation and hyperparameter tuning', 'Model evaluation metrics and bias', 'Feature engineering pipelines'],
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
              description:
                'Understand neural networks and train models for images and sequences.',
              topics: ['Neural network fundamentals and backpropagation', 'Convolutional neural networks', 'Recurrent networks and sequence models', 'Transfer learning', 'Training on GPUs'],
            },
            {
              id: 'ds-a-2',
              title: 'NLP and Generative AI',
              duration: '2 weeks',
              description:
                'Work with text data, transformers and large language models, including Indian-language text.',
              topics: ['Text preprocessing and embeddings', 'Transformers and Hugging Face', 'Sentiment analysis and classification', 'Prompt engineering and retrieval-augmented generation'],
            },
            {
              id: 'ds-a-3',
              title: 'MLOps and Capstone Project',
              duration: '2 weeks',
              description:
                'Take a model from notebook to production and present an end-to-end capstone to industry mentors.',
              topics: ['Experiment tracking with MLflow', 'Serving models with FastAPI and Docker', 'Monitoring data drift', 'Capstone build, review and demo'],
            },
          ],
        },
      ],
    },
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
    skills: ['Dart', 'Flutter', 'Material 3', 'Riverpod', 'REST APIs', 'Firebase', 'SQLite', 'App Store & Play Store release'],
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
    curriculum: {
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
              topics: ['Variables, types and null safety', 'Functions and collections', 'Classes, mixins and generics', 'Futures, async/await and streams'],
            },
            {
              id: 'fl-b-2',
              title: 'Flutter Widgets and Layouts',
              duration: '3 weeks',
              description:
                'Compose interfaces from widgets and build screens that adapt to phones and tablets.',
              topics: ['Stateless and stateful widgets', 'Rows, columns, stacks and flex layouts', 'Material 3 and Cupertino components', 'Navigation and routing', 'Forms and user input'],
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
              description:
                'Keep app state predictable and testable as your application grows.',
              topics: ['setState and its limits', 'Provider and ChangeNotifier', 'Riverpod providers and notifiers', 'Structuring features and layers'],
            },
            {
              id: 'fl-i-2',
              title: 'Networking, REST APIs and Local Storage',
              duration: '2 weeks',
              description:
                'Connect your app to back-end services and keep it useful offline.',
              topics: ['HTTP requests with dio', 'JSON serialisation', 'Error handling and retries', 'SQLite and shared preferences', 'Offline-first patterns'],
            },
            {
              id: 'fl-i-3',
              title: 'Firebase Integration',
              duration: '2 weeks',
              description:
                'Add authentication, a real-time database and push notifications with Firebase.',
              topics: ['Firebase Authentication with phone OTP and Google', 'Cloud Firestore', 'Cloud Messaging push notifications', 'Crashlytics and Analytics'],
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
              description:
                'Make apps feel polished and use device capabilities through platform channels.',
              topics: ['Implicit and explicit animations', 'Camera, location and payments (UPI) integration', 'Platform channels', 'Profiling and performance tuning'],
            },
            {
              id: 'fl-a-2',
              title: 'Testing, CI/CD and Store Release',
              duration: '2 weeks',
              description:
                'Test your app thoroughly and automate builds and releases to both stores.',
              topics: ['Unit, widget and integration tests', 'CI/CD with GitHub Actions and Codemagic', 'App signing and versioning', 'Play Store and App Store submission'],
            },
            {
              id: 'fl-a-3',
              title: 'Capstone App',
              duration: '2 weeks',
              description:
                'Design, build and publish a complete app to a client brief, with mentor code reviews along the way.',
              topics: ['Product scoping and wireframes', 'Building core features', 'Beta testing with real users', 'Play Store release and demo day'],
            },
          ],
        },
      ],
    },
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
    skills: ['Linux', 'AWS', 'Azure basics', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'Jenkins', 'GitHub Actions', 'Prometheus & Grafana'],
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
    curriculum: {
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
              description:
                'Get comfortable on the command line and understand how traffic flows between services.',
              topics: ['Linux file system, users and permissions', 'Processes, services and systemd', 'Shell scripting with Bash', 'TCP/IP, DNS and HTTP', 'SSH and firewall basics'],
            },
            {
              id: 'cd-b-2',
              title: 'Cloud Fundamentals on AWS',
              duration: '3 weeks',
              description:
                'Learn the core AWS services and design your first secure, scalable architecture.',
              topics: ['IAM users, roles and policies', 'EC2, EBS and Auto Scaling', 'VPC, subnets and security groups', 'S3, RDS and CloudFront', 'Cost management and billing alerts'],
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
              description:
                'Package applications into portable containers and run multi-service stacks locally.',
              topics: ['Images, containers and layers', 'Writing efficient Dockerfiles', 'Docker Compose', 'Container registries and image scanning'],
            },
            {
              id: 'cd-i-2',
              title: 'CI/CD with Git, Jenkins and GitHub Actions',
              duration: '3 weeks',
              description:
                'Automate building, testing and deploying code on every commit.',
              topics: ['Branching strategies and trunk-based development', 'Jenkins pipelines', 'GitHub Actions workflows', 'Artifact management', 'Blue-green and canary deployments'],
            },
            {
              id: 'cd-i-3',
              title: 'Infrastructure as Code with Terraform and Ansible',
              duration: '3 weeks',
              description:
                'Provision and configure cloud infrastructure repeatably from version-controlled code.',
              topics: ['Terraform providers, resources and state', 'Modules and workspaces', 'Ansible playbooks and roles', 'Secrets management', 'Policy and drift detection'],
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
              description:
                'Deploy, scale and secure workloads on Kubernetes and managed clusters such as Amazon EKS.',
              topics: ['Pods, deployments and services', 'ConfigMaps, secrets and volumes', 'Ingress and networking', 'Helm charts', 'Autoscaling and RBAC'],
            },
            {
              id: 'cd-a-2',
              title: 'Monitoring, Logging and SRE Practices',
              duration: '2 weeks',
              description:
                'Keep systems healthy with metrics, logs, alerts and a calm incident process.',
              topics: ['Prometheus and Grafana', 'Centralised logging with the ELK stack', 'SLIs, SLOs and error budgets', 'On-call and post-incident reviews'],
            },
            {
              id: 'cd-a-3',
              title: 'Multi-cloud Architecture and Capstone',
              duration: '3 weeks',
              description:
                'Design a resilient architecture and deliver a capstone that provisions, deploys and monitors a real application.',
              topics: ['Azure and GCP equivalents of AWS services', 'Disaster recovery and backups', 'Capstone infrastructure and pipeline build', 'Certification preparation and demo day'],
            },
          ],
        },
      ],
    },
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
    skills: ['Network Security', 'Linux & Windows Hardening', 'Kali Linux', 'Penetration Testing', 'OWASP Top 10', 'Burp Suite', 'SIEM (Splunk)', 'Incident Response', 'Digital Forensics', 'Cloud Security'],
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
    curriculum: {
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
              topics: ['OSI model, TCP/IP and common protocols', 'Packet analysis with Wireshark', 'Linux and Windows administration', 'Hardening servers and endpoints', 'Firewalls, VPNs and segmentation'],
            },
            {
              id: 'cs-b-2',
              title: 'Security Principles, Cryptography and Compliance',
              duration: '3 weeks',
              description:
                'Learn the core principles of information security and the Indian legal and compliance landscape.',
              topics: ['CIA triad and defence in depth', 'Symmetric and asymmetric encryption, hashing and PKI', 'Identity and access management', 'IT Act 2000, CERT-In directions and the DPDP Act 2023', 'ISO 27001 and risk assessment'],
            },
            {
              id: 'cs-b-3',
              title: 'Python and Bash for Security',
              duration: '2 weeks',
              description:
                'Automate repetitive security tasks and write simple tools of your own.',
              topics: ['Bash scripting for log analysis', 'Python sockets and requests', 'Parsing and correlating logs', 'Writing a simple port scanner'],
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
              topics: ['Scoping, rules of engagement and legal authorisation', 'Reconnaissance and scanning with Nmap', 'Exploitation with Metasploit', 'Privilege escalation on Linux and Windows', 'Active Directory attacks', 'Writing a penetration test report'],
            },
            {
              id: 'cs-i-2',
              title: 'Web Application Security (OWASP Top 10)',
              duration: '3 weeks',
              description:
                'Find and fix the vulnerabilities that most often affect web applications and APIs.',
              topics: ['Injection and cross-site scripting', 'Broken authentication and access control', 'Testing with Burp Suite', 'API security testing', 'Secure coding and remediation'],
            },
            {
              id: 'cs-i-3',
              title: 'Security Operations and SIEM',
              duration: '3 weeks',
              description:
                'Work like a SOC analyst: collect logs, build detections and triage alerts.',
              topics: ['SOC roles and workflows', 'Log collection and SIEM with Splunk', 'Writing detection rules', 'Threat intelligence and MITRE ATT&CK', 'Alert triage and escalation'],
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
              description:
                'Secure workloads on AWS and Kubernetes, where most new applications now run.',
              topics: ['Shared responsibility model', 'IAM misconfigurations and least privilege', 'Securing S3, VPCs and secrets', 'Container image and Kubernetes security', 'Cloud security posture management'],
            },
            {
              id: 'cs-a-2',
              title: 'Incident Response and Digital Forensics',
              duration: '2 weeks',
              description:
                'Contain and investigate incidents and preserve evidence correctly.',
              topics: ['Incident response lifecycle', 'Reporting incidents to CERT-In within six hours', 'Disk and memory forensics', 'Malware analysis basics'],
            },
            {
              id: 'cs-a-3',
              title: 'Red Team vs Blue Team Capstone',
              duration: '3 weeks',
              description:
                'Attack and defend a simulated company network in teams, then present findings to a panel of industry experts.',
              topics: ['Planning an attack simulation', 'Detecting and responding in real time', 'Executive and technical reporting', 'Certification preparation and final presentation'],
            },
          ],
        },
      ],
    },
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
    skills: ['User Research', 'Information Architecture', 'Wireframing', 'Figma', 'Prototyping', 'Usability Testing', 'Design Systems', 'Accessibility'],
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
    skills: ['SEO', 'Google Ads', 'Meta Ads', 'Social Media Marketing', 'Content Strategy', 'Email & WhatsApp Marketing', 'Google Analytics 4', 'Marketing Automation'],
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
];

function hasOwn(obj: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** The home page shows the first three courses (SPEC §9 featuredCount). */
export const featuredCourses: Course[] = courses.slice(0, 3);

/** /courses?category={value} → course category display name (SPEC §2). */
export const COURSE_CATEGORY_QUERY: Readonly<Record<string, string>> = {
  web: 'Web Development',
  data: 'Data Science',
  mobile: 'Mobile Apps',
  cloud: 'Cloud & DevOps',
  cyber: 'Cybersecurity',
  design: 'Design',
};

/**
 * Course category links shown in the header and mobile drawer
 * (/courses?category={value}). devops, blockchain and marketing have no
 * mapping in COURSE_CATEGORY_QUERY, so they lead to 'No courses found'.
 */
export const NAV_COURSE_CATEGORIES: readonly EnquiryOption[] = [
  { value: 'web', label: 'Web Development' },
  { value: 'data', label: 'Data Science' },
  { value: 'mobile', label: 'Mobile Apps' },
  { value: 'cloud', label: 'Cloud Computing' },
  { value: 'cyber', label: 'Cybersecurity' },
  { value: 'devops', label: 'DevOps' },
  { value: 'design', label: 'UI/UX Design' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'marketing', label: 'Digital Marketing' },
];

/** The category display name for a /courses query value, if mapped. */
export function courseCategoryForQuery(query?: string | null): string | undefined {
  if (!query) return undefined;
  return hasOwn(COURSE_CATEGORY_QUERY, query) ? COURSE_CATEGORY_QUERY[query] : undefined;
}

/**
 * Courses for /courses?category={query}: no or empty query → all courses;
 * a mapped value → courses in that category; any other value → [].
 */
export function filterCoursesByCategory(query?: string | null): Course[] {
  if (!query) return courses;
  const category = courseCategoryForQuery(query);
  if (!category) return [];
  return courses.filter((c) => c.category === category);
}

export function getCourse(id: number): Course | undefined {
  return courses.find((c) => c.id === id);
}

export function getCourseBySlug(slug: string): Course | undefined {
  return courses.find((c) => c.slug === slug);
}

/** Home page 'Request Information' program selector (SPEC §3). */
export const ENQUIRY_COURSE_OPTIONS: readonly EnquiryOption[] = [
  { value: 'web', label: 'Full Stack Web Development' },
  { value: 'data', label: 'Data Science and Machine Learning' },
  { value: 'mobile', label: 'Flutter Development' },
  { value: 'cyber', label: 'Cybersecurity Specialist' },
  { value: 'cloud', label: 'Cloud Computing and DevOps' },
  { value: 'design', label: 'UI/UX Design Mastery' },
  { value: 'digital-marketing', label: 'Digital Marketing Specialist' },
];

/** /enroll program selector (SPEC §5). */
export const ENROLL_PROGRAM_OPTIONS: readonly EnquiryOption[] = [
  { value: 'fullstack', label: 'Full Stack Web Development' },
  { value: 'datascience', label: 'Data Science and Machine Learning' },
  { value: 'mobile', label: 'Mobile App Development (Flutter)' },
  { value: 'cloud', label: 'Cloud Computing and DevOps' },
  { value: 'cybersecurity', label: 'Cybersecurity Specialist' },
  { value: 'uiux', label: 'UI/UX Design Mastery' },
];

/** Program sent when none is chosen on /enroll (SPEC §5). */
export const DEFAULT_ENROLL_PROGRAM = 'fullstack';

const PROGRAM_BY_COURSE_ID: Readonly<Record<number, string>> = {
  1: 'fullstack',
  2: 'datascience',
  3: 'mobile',
  4: 'cloud',
  5: 'cybersecurity',
  6: 'uiux',
};

/** The /enroll program value for a course id, where one exists. */
export function programForCourse(id: number): string | undefined {
  return hasOwn(PROGRAM_BY_COURSE_ID, id) ? PROGRAM_BY_COURSE_ID[id] : undefined;
}

/** /enroll education selector (SPEC §5). */
export const EDUCATION_OPTIONS: readonly EnquiryOption[] = [
  { value: 'highschool', label: 'High School (12th)' },
  { value: 'undergraduate', label: 'Undergraduate (Pursuing)' },
  { value: 'graduate', label: 'Graduate (Bachelor’s Degree)' },
  { value: 'postgraduate', label: 'Postgraduate (Master’s Degree)' },
  { value: 'phd', label: 'PhD / Doctorate' },
];

/** /curriculum course tabs. A tab is disabled when its course has no curriculum. */
export const CURRICULUM_TABS: readonly CurriculumTab[] = [
  { value: 'fullstack', label: 'Full Stack', courseId: 1 },
  { value: 'datascience', label: 'Data Science', courseId: 2 },
  { value: 'mobile', label: 'Mobile Dev', courseId: 3 },
  { value: 'cloud', label: 'Cloud', courseId: 4 },
  { value: 'cybersecurity', label: 'Cybersecurity', courseId: 5 },
  { value: 'uiux', label: 'UI/UX', courseId: 6 },
  { value: 'digital', label: 'Digital', courseId: 7 },
];

/** /curriculum level cards (SPEC §2). */
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
];
