import { SITE } from './site'
import { LEGAL_TITLES } from './legal-titles'
import { DEFAULT_RETENTION_MONTHS } from './retention'

/** Legal page content for /terms and /privacy (docs/product.md §2, §9). */

export interface LegalSection {
  heading: string
  paragraphs: string[]
}

export interface LegalDocument {
  title: string
  /** Human-readable date, e.g. 'April 17, 2025' */
  updated: string
  /** ISO date, e.g. '2025-04-17' */
  updatedIso: string
  intro: string
  sections: LegalSection[]
}

const { name } = SITE
const { infoEmail, supportEmail, privacyEmail, phone, addressLines } = SITE.contact
const address = addressLines.join(', ')

export const TERMS: LegalDocument = {
  title: LEGAL_TITLES.terms,
  updated: SITE.legalUpdated,
  updatedIso: SITE.legalUpdatedIso,
  intro: `These Terms and Conditions govern your use of the ${name} website and your enrolment in our courses, internships, live projects and mentorship programmes. By using this website or enrolling in any programme, you agree to these terms. Please read them carefully.`,
  sections: [
    {
      heading: '1. About Us',
      paragraphs: [
        `${name} ("we", "us" or "our") is an IT training and internship provider with its office at ${address}. We offer paid training courses, internships, live projects and one-on-one mentorship, primarily to learners in India.`,
      ],
    },
    {
      heading: '2. Eligibility and Accounts',
      paragraphs: [
        'You must be at least 18 years old to enrol on your own. Learners under 18 may enrol only with the consent of a parent or legal guardian, who accepts these terms on their behalf.',
        'If you sign in with Google, you are responsible for keeping your Google account secure and for all activity that takes place through your sign-in. Please tell us immediately if you suspect unauthorised use.',
      ],
    },
    {
      heading: '3. Enrolment',
      paragraphs: [
        'Submitting an enrolment application or information request on this website does not by itself guarantee a seat in a programme. Our admissions team will contact you within 24-48 hours of your application to confirm your programme, batch, package and payment details.',
        'Your enrolment is confirmed only after we receive the applicable fee and send you a written confirmation by e-mail. Batch start dates and timings may change; we will inform you in advance of any change.',
      ],
    },
    {
      heading: '4. Fees and Payment',
      paragraphs: [
        'All fees are shown in Indian Rupees (INR). Unless stated otherwise, prices shown on the website are inclusive of applicable Goods and Services Tax (GST). Discounts and offer prices are valid only for the period stated and cannot be combined unless we say so.',
        'Where you choose to pay in instalments or through a third-party financing partner, the terms of that arrangement also apply. Access to course material may be paused if an instalment remains unpaid after its due date.',
      ],
    },
    {
      heading: '5. Cancellation and Refunds',
      paragraphs: [
        `You may request a full refund of the course fee within 7 days of enrolment, provided you have completed no more than 20% of the course. To request a refund, write to ${supportEmail} from your registered e-mail address with your name and enrolment details.`,
        'Refund requests made after 7 days from enrolment, or after more than 20% of the course has been completed, are not eligible for a refund.',
        'Internship fees are non-refundable once the internship has started. If you withdraw before the internship start date, please contact us and we will review your request.',
        'Approved refunds are processed to the original payment method within 7-10 working days. Any charges levied by payment gateways or banks may be deducted.',
      ],
    },
    {
      heading: '6. Internships, Live Projects and Placement Assistance',
      paragraphs: [
        'Internships offered by us are learning programmes. Unless explicitly stated in writing for a particular internship, they do not carry a stipend. On successful completion you will receive an internship completion certificate.',
        'Placement assistance includes résumé reviews, mock interviews and referrals to our hiring partners. We do not guarantee a job offer, a particular employer or a particular salary; hiring decisions are made solely by employers.',
      ],
    },
    {
      heading: '7. Learner Conduct',
      paragraphs: [
        'You agree to treat instructors, mentors, staff and fellow learners with respect, to submit only your own work for assessment, and not to share your login, recorded sessions or course materials with anyone else.',
        'We may suspend or cancel access without a refund in cases of harassment, plagiarism, cheating, sharing of paid content or any misuse of our platforms.',
      ],
    },
    {
      heading: '8. Intellectual Property',
      paragraphs: [
        `All course content, videos, slides, code samples, assessments and branding are owned by or licensed to ${name} and are provided for your personal, non-commercial learning only. You keep ownership of the original projects you build, and you allow us to showcase them with credit to you unless you ask us not to.`,
      ],
    },
    {
      heading: '9. Limitation of Liability',
      paragraphs: [
        'We make every effort to keep our courses accurate and up to date, but we provide the website and content "as is". To the extent permitted by law, our total liability for any claim relating to a programme is limited to the fees you paid for that programme.',
      ],
    },
    {
      heading: '10. Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute will first be attempted to be resolved amicably; failing that, the courts at Ahmedabad, Gujarat shall have exclusive jurisdiction.',
      ],
    },
    {
      heading: '11. Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The "Last updated" date at the top of this page shows when they were last changed. Changes do not affect enrolments already confirmed, except where required by law.',
      ],
    },
    {
      heading: '12. Contact Us',
      paragraphs: [
        `For any questions about these terms, e-mail ${infoEmail} or call ${phone}. You can also write to us at ${address}.`,
      ],
    },
  ],
}

/** The Privacy Policy, stating the retention period the server is configured with (RETENTION_MONTHS). */
export function privacyPolicy(retentionMonths: number): LegalDocument {
  return {
    title: LEGAL_TITLES.privacy,
    updated: SITE.legalUpdated,
    updatedIso: SITE.legalUpdatedIso,
    intro: `${name} respects your privacy. This Privacy Policy explains what personal data we collect through this website, why we collect it, how long we keep it and the rights you have under the Digital Personal Data Protection Act, 2023 (DPDP Act) and other applicable Indian law.`,
    sections: [
      {
        heading: '1. Information We Collect',
        paragraphs: [
          'Information you give us through our forms: when you request information, apply for enrolment or contact us, we collect your full name, e-mail address, phone number, the programme you are interested in, and any message you write. The enrolment form may also collect your highest level of education and your preferred course level and duration.',
          'Information from Google sign-in: if you sign in with Google, we receive your basic Google profile — your name, e-mail address, profile photo and, where available, phone number — together with a unique account identifier. We never receive your Google password.',
          'Technical information: like most websites, our servers record basic technical data such as your IP address, browser type, pages visited and the date and time of your visit, to keep the website secure and working properly.',
        ],
      },
      {
        heading: '2. How We Use Your Information',
        paragraphs: [
          'We use your personal data to respond to your enquiries, to process and follow up on enrolment applications, to create and manage your account, to deliver courses, internships and mentorship, to send you important updates about your programme, and to provide placement assistance you have asked for.',
          'With your consent, we may also send you information about new courses, batches and events. You can withdraw this consent at any time by using the unsubscribe link in our e-mails or by writing to us.',
          'We do not sell your personal data. We do not use it for any purpose that is incompatible with the purpose for which you provided it.',
        ],
      },
      {
        heading: '3. Legal Basis',
        paragraphs: [
          'We process your personal data on the basis of the consent you give when you submit a form or sign in, and for legitimate uses permitted under the DPDP Act, such as fulfilling a service you have requested or complying with the law.',
        ],
      },
      {
        heading: '4. Sharing Your Information',
        paragraphs: [
          'We share personal data only with service providers who help us run our business — such as our hosting, authentication (Google Firebase), e-mail and payment providers — and only to the extent needed for them to provide their services to us under confidentiality obligations.',
          'If you opt in to placement assistance, we may share your résumé and contact details with our hiring partners. We may also disclose information where required by law or by a lawful request from a government authority.',
        ],
      },
      {
        heading: '5. Data Retention',
        paragraphs: [
          `We keep an enquiry's personal data while we are in touch with you about it. Once the enquiry is closed, or you have enrolled, we keep it for ${retentionMonths} months and then anonymise it automatically: your name, e-mail address, phone number, messages and our notes about you are removed, and only anonymous figures (such as the programme and the date) remain. Learner records are kept for as long as you are enrolled and for up to 3 years afterwards so that we can issue certificates and verify your training for employers. Records that we must keep by law, such as invoices, are retained for the period required by tax laws.`,
          'With each enquiry we record when you agreed to this policy and which version of it (by its date), so that a later change of the policy is never applied to you silently.',
        ],
      },
      {
        heading: '6. Security',
        paragraphs: [
          'We use reasonable security safeguards, including encrypted connections (HTTPS), access controls and restricted administrative access, to protect your personal data. In the unlikely event of a personal data breach, we will inform you and the Data Protection Board of India as required by law.',
        ],
      },
      {
        heading: '7. Your Rights Under the DPDP Act, 2023',
        paragraphs: [
          'As a Data Principal you have the right to access a summary of the personal data we hold about you, to have inaccurate or incomplete data corrected and updated, to have your data erased when it is no longer needed, to withdraw your consent at any time, to nominate another person to exercise your rights in the event of death or incapacity, and to have your grievances redressed.',
          `To exercise any of these rights, e-mail ${privacyEmail}. We will respond within 30 days. If you are not satisfied with our response, you may approach the Data Protection Board of India.`,
          `To see what we hold about you, or to have it erased, write to ${privacyEmail} from the e-mail address you used with us, or tell us the mobile number you used. You will receive everything we hold (your enquiries, our notes about them, the e-mails we sent about them and your account) as one file. After an erasure nothing in our systems identifies you; we keep only a record that an erasure took place, with no personal data in it. You can also ask us not to contact you again, and we will keep to it for every enquiry you have made or make later.`,
        ],
      },
      {
        heading: '8. Cookies and Local Storage',
        paragraphs: [
          'We use essential cookies and browser storage to keep you signed in and to remember your preferences. We do not use them to track you across other websites.',
        ],
      },
      {
        heading: '9. Children',
        paragraphs: [
          'Our programmes are intended for learners aged 18 and above. We process personal data of a child only with verifiable consent of a parent or lawful guardian, and we do not track or target advertising at children.',
        ],
      },
      {
        heading: '10. Changes to This Policy',
        paragraphs: [
          'We may update this policy from time to time. The "Last updated" date at the top of this page shows when it was last changed. Significant changes will be highlighted on this page.',
        ],
      },
      {
        heading: '11. Grievance Officer and Contact',
        paragraphs: [
          `For any questions or complaints about this policy or your personal data, contact our Grievance Officer at ${privacyEmail}, or write to ${address}. For general queries, e-mail ${infoEmail} or call ${phone}.`,
        ],
      },
    ],
  }
}

/** The Privacy Policy with the default retention period (what tests and tools compare against). */
export const PRIVACY: LegalDocument = privacyPolicy(DEFAULT_RETENTION_MONTHS)
