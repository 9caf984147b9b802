import type { ContactChannel, ContactOutcome } from '../../shared/schemas/admissions'

/**
 * The words seeded inquiries are made of: Indian names from across the regions, the e-mail domains and
 * campaigns leads really come with, and the subjects, messages and notes of a training provider's inbox.
 */

export const FIRST_NAMES: readonly string[] = (
  'Aarav Aditi Aditya Akash Akshay Aman Amit Ananya Anil Anjali Ankit Ankita Anushka Arjun Arnav Aryan ' +
  'Ashwin Ayesha Bhavana Bhavesh Chetan Darshan Deepa Deepak Deepika Devansh Dhruv Divya Farhan Gaurav ' +
  'Gayatri Gokul Harini Harish Harsh Ishaan Isha Jaya Karan Karthik Kavya Keerthana Kiran Krishna ' +
  'Kunal Lakshmi Madhav Mahesh Manish Manoj Meera Mohammed Mohit Naveen Neha Nikhil Nisha Nitin ' +
  'Pallavi Pooja Pradeep Pranav Prateek Priya Priyanka Rahul Rajesh Rakesh Ramesh Ravi Rekha Ritika ' +
  'Rohan Rohit Sachin Sahil Sai Sakshi Sameer Sanjay Sandeep Sanya Saranya Shreya Shruti Siddharth ' +
  'Simran Sneha Sonal Srinivas Sruthi Suresh Swati Tanvi Tarun Varun Vidya Vignesh Vikram Vinay Vishal ' +
  'Yash Zara Zoya Imran Fatima Gurpreet Harpreet Jaspreet Manpreet Navdeep Joseph Jeevan Anand Sunita ' +
  'Lavanya Madhuri Nandini Pavan Raghav Shivani Tejas Uday'
).split(' ')

export const LAST_NAMES: readonly string[] = (
  'Sharma Verma Gupta Agarwal Singh Kumar Patel Shah Mehta Desai Joshi Kulkarni Deshpande Patil Pawar ' +
  'Jadhav Iyer Iyengar Nair Menon Pillai Reddy Rao Naidu Chowdary Krishnan Subramanian Venkatesh ' +
  'Ramachandran Banerjee Chatterjee Mukherjee Bose Das Ghosh Sen Dutta Roy Mishra Tiwari Pandey Dubey ' +
  'Srivastava Saxena Chauhan Rathore Yadav Thakur Malhotra Kapoor Khanna Arora Bhatia Sethi Gill ' +
  "Sandhu Dhillon Khan Sheikh Qureshi Ansari Siddiqui D'Souza Fernandes Pereira Thomas George Varghese " +
  'Kurian Hegde Shetty Kamath Bhat Gowda Naik Sinha Jha Prasad Choudhary Bhattacharya Goswami Trivedi ' +
  'Bhatt Parekh Modi Jain'
).split(' ')

/** Where leads' addresses live, weighted by how often they turn up. */
export const EMAIL_DOMAINS: ReadonlyArray<readonly [string, number]> = [
  ['gmail.com', 58],
  ['yahoo.co.in', 10],
  ['yahoo.com', 4],
  ['outlook.com', 8],
  ['hotmail.com', 3],
  ['rediffmail.com', 2],
  ['icloud.com', 1],
  // Working professionals write from the office.
  ['infosys.com', 2],
  ['tcs.com', 2],
  ['wipro.com', 2],
  ['hcltech.com', 1],
  ['techmahindra.com', 1],
  ['acme.co.in', 1],
  ['zoho.in', 1],
  ['flipkart.com', 1],
  ['iitb.ac.in', 1],
  ['vit.ac.in', 1],
  ['srmist.edu.in', 1],
]

/** A UTM source with the media and referrer it arrives with. */
export interface Campaign {
  source: string
  media: readonly string[]
  referrer: string | null
}

export const CAMPAIGNS: ReadonlyArray<readonly [Campaign, number]> = [
  [{ source: 'google', media: ['cpc', 'cpc', 'organic', 'display'], referrer: 'https://www.google.com/' }, 34],
  [{ source: 'facebook', media: ['paid_social', 'social'], referrer: 'https://m.facebook.com/' }, 16],
  [{ source: 'instagram', media: ['paid_social', 'social', 'story'], referrer: 'https://l.instagram.com/' }, 15],
  [{ source: 'linkedin', media: ['paid_social', 'social'], referrer: 'https://www.linkedin.com/' }, 10],
  [{ source: 'newsletter', media: ['email'], referrer: null }, 9],
  [{ source: 'youtube', media: ['video', 'social'], referrer: 'https://www.youtube.com/' }, 8],
  [{ source: 'whatsapp', media: ['referral', 'social'], referrer: null }, 4],
  [{ source: 'quora', media: ['referral'], referrer: 'https://www.quora.com/' }, 2],
  [{ source: 'bing', media: ['cpc', 'organic'], referrer: 'https://www.bing.com/' }, 2],
]

export const CAMPAIGN_NAMES = [
  'brand-search',
  'fullstack-admissions',
  'data-science-webinar',
  'summer-internship',
  'placement-drive',
  'weekend-batch',
  'diwali-offer',
  'new-year-upskill',
  'retargeting',
  'cloud-devops-launch',
  'cyber-bootcamp',
  'alumni-referral',
] as const

/** Visitors without a campaign: search engines, other sites, or nothing at all (typed the address). */
export const ORGANIC_REFERRERS: ReadonlyArray<readonly [string | null, number]> = [
  [null, 50],
  ['https://www.google.com/', 35],
  ['https://www.bing.com/', 3],
  ['https://duckduckgo.com/', 2],
  ['https://www.shiksha.com/', 4],
  ['https://www.collegedunia.com/', 3],
  ['https://www.reddit.com/', 3],
]

export const LANDING_PAGES: ReadonlyArray<readonly [string, number]> = [
  ['/', 30],
  ['/courses', 14],
  ['/courses/1', 10],
  ['/courses/2', 8],
  ['/courses/3', 5],
  ['/courses/4', 5],
  ['/courses/5', 4],
  ['/courses/6', 3],
  ['/courses/7', 3],
  ['/enroll', 6],
  ['/internships', 5],
  ['/mentorship', 3],
  ['/contact', 4],
]

/** Contact subjects (stored as `program`) by the inquiry type the visitor chose. */
export const CONTACT_SUBJECTS: Record<string, readonly string[]> = {
  general: ['Question about your institute', 'Visiting the Pune centre', 'Weekend batch timings', 'Need a call back'],
  admissions: [
    'Admission for the next batch',
    'Eligibility after 12th',
    'Documents needed for admission',
    'EMI options for fees',
  ],
  courses: [
    'Syllabus of the data science course',
    'Difference between Basic and Premium',
    'Is the course online or offline?',
    'Certificate after completion',
  ],
  internships: ['Internship for final-year students', 'Paid internship availability', 'Internship certificate query'],
  corporate: ['Training for our team of 20', 'Corporate cloud training quote', 'On-site workshop in Bengaluru'],
  other: ['Feedback on the demo class', 'Refund request', 'Partnership proposal'],
}

export const CONTACT_MESSAGES = [
  'Please share the fee structure and the start date of the next batch.',
  'I am a final-year B.Tech student. Can I join while my exams are on?',
  'Do you offer placement assistance after the course? Please call me in the evening.',
  'I work full time. Are there weekend or evening batches available?',
  'Can I pay the fees in instalments? I would like to know the EMI options.',
  'We are looking for training for our developers. Please send a proposal.',
  'I attended the free webinar last week and would like to know more about the advanced level.',
  'Is there any scholarship or discount for women in tech?',
  'My son has finished 12th with computer science. Which course would suit him?',
  'Please call me back between 6 and 8 pm, I could not reach your number.',
] as const

export const ENROLL_MESSAGES = [
  'I would like to start as soon as possible.',
  'Please confirm the batch timings before I pay.',
  'I have some experience with Python already.',
  'Looking for a weekend batch.',
  'Need the course completion certificate for my employer.',
] as const

export const NOTES = [
  'Called, no answer. Will try again tomorrow.',
  'Spoke to the lead: interested in the weekend batch, sent the brochure.',
  'Asked for EMI options; shared the instalment plan on WhatsApp.',
  'Wants a demo class first. Booked for Saturday 11 am.',
  'Fees too high for now; follow up next month.',
  'Already enrolled elsewhere. Closing.',
  'Paid the registration fee. Handed over to admissions.',
  'Duplicate of an earlier inquiry from the same person.',
  'Corporate lead: forwarded to the B2B team.',
  'Student will confirm after results are out.',
] as const

/** What an open follow-up is for, as counsellors jot it down. */
export const FOLLOW_UP_NOTES = [
  'Call back after exams',
  'Send fee structure',
  'Share the EMI plan on WhatsApp',
  'Confirm weekend batch timings',
  'Remind about the demo class',
  'Call in the evening, after 6 pm',
  'Check if the documents are ready',
  'Ask whether the registration fee is paid',
  'Send the brochure and syllabus',
  'Discuss the corporate quote with their manager',
  'Results due this week: ask about the course',
  'Parent wants to talk before deciding',
] as const

/** Contact attempts in the seeded history: how counsellors reach leads, and what happens. */
export const SEED_CONTACT_CHANNELS = [
  'call',
  'call',
  'call',
  'call',
  'whatsapp',
  'whatsapp',
  'email',
] as const satisfies readonly ContactChannel[]
/** A first contact that moved the lead on mostly reached them; the rest got through on a later try. */
export const SEED_CONTACT_OUTCOMES = [
  'reached',
  'reached',
  'reached',
  'reached',
  'reached',
  'reached',
  'no-answer',
  'no-answer',
  'busy',
  'wrong-number',
] as const satisfies readonly ContactOutcome[]
/** An attempt on a lead still New did not reach them (reaching them would have made it Contacted). */
export const SEED_UNREACHED_OUTCOMES = [
  'no-answer',
  'no-answer',
  'no-answer',
  'busy',
  'wrong-number',
] as const satisfies readonly ContactOutcome[]

/** The back office's seeded admins: owners of leads and authors of notes. */
export const SEED_ADMINS = [
  { uid: 'seed-admin-priya', email: 'priya.sharma@skillforge.example', name: 'Priya Sharma', weight: 30 },
  { uid: 'seed-admin-rahul', email: 'rahul.verma@skillforge.example', name: 'Rahul Verma', weight: 25 },
  { uid: 'seed-admin-ananya', email: 'ananya.iyer@skillforge.example', name: 'Ananya Iyer', weight: 20 },
  { uid: 'seed-admin-arjun', email: 'arjun.nair@skillforge.example', name: 'Arjun Nair', weight: 15 },
  { uid: 'seed-admin-kavya', email: 'kavya.reddy@skillforge.example', name: 'Kavya Reddy', weight: 10 },
] as const
