/**
 * Site-wide constants: the brand, contact details, advertised claims and the
 * UI / toast tuning values from docs/product.md §9. This is the one place the brand name
 * lives — import `SITE.name` rather than repeating the string.
 */

export interface SiteClaim {
  value: string
  label: string
}

export interface OfficeHours {
  days: string
  hours: string
}

export interface SocialLink {
  name: string
  href: string
  /** short key, e.g. 'linkedin' (lucide-react no longer ships brand icons) */
  key: 'linkedin' | 'instagram' | 'youtube' | 'x'
}

export const SITE = {
  name: 'SkillForge IT Academy',
  shortName: 'SkillForge',
  tagline: 'Industry-ready IT training, live projects and internships',
  defaultTitle: 'SkillForge IT Academy | Leading IT Training & Internship Solutions',
  defaultDescription:
    'SkillForge IT Academy offers job-oriented IT training, live industry projects, 1:1 mentorship and paid internships in India, with placement assistance for every learner.',
  domain: 'skillforge-academy.in',
  contact: {
    addressLines: [
      '5th Floor, Titanium Square',
      'Thaltej Cross Roads, S.G. Highway',
      'Ahmedabad, Gujarat 380054',
      'India',
    ],
    street: '5th Floor, Titanium Square, Thaltej Cross Roads, S.G. Highway',
    locality: 'Ahmedabad',
    region: 'Gujarat',
    postalCode: '380054',
    country: 'IN',
    phone: '+91 79 4000 1234',
    phoneHref: 'tel:+917940001234',
    infoEmail: 'info@skillforge-academy.in',
    infoEmailHref: 'mailto:info@skillforge-academy.in',
    supportEmail: 'support@skillforge-academy.in',
    supportEmailHref: 'mailto:support@skillforge-academy.in',
    privacyEmail: 'privacy@skillforge-academy.in',
  },
  /** The floating contact button uses a different number from the footer (docs/product.md §2). */
  floatingContact: {
    phone: '+91 98765 43210',
    phoneHref: 'tel:+919876543210',
    whatsappHref: 'https://wa.me/919876543210',
    email: 'admissions@skillforge-academy.in',
    emailHref: 'mailto:admissions@skillforge-academy.in',
  },
  claims: [
    { value: '100+', label: 'Expert Instructors' },
    { value: '20,000+', label: 'Graduates' },
    { value: '500+', label: 'Hiring Partners' },
  ] as readonly SiteClaim[],
  menteesClaim: '2,500+',
  officeHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ] as readonly OfficeHours[],
  legalUpdated: 'April 17, 2025',
  legalUpdatedIso: '2025-04-17',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/skillforge-it-academy', key: 'linkedin' },
    { name: 'Instagram', href: 'https://www.instagram.com/skillforge.academy', key: 'instagram' },
    { name: 'YouTube', href: 'https://www.youtube.com/@skillforgeacademy', key: 'youtube' },
    { name: 'X', href: 'https://x.com/skillforge_in', key: 'x' },
  ] as readonly SocialLink[],
} as const

/** UI tuning constants (docs/product.md §9). */
export const UI = {
  featuredCount: 3,
  mobileBreakpoint: 768,
  carousel: {
    autoplayMs: 5000,
    speedMs: 500,
    slidesToShow: 1,
    infinite: true,
    dots: true,
    pauseOnHover: true,
  },
  lazyImage: {
    rootMargin: '200px',
    threshold: 0.1,
    defaultQuality: 85,
    placeholderWidth: 50,
    widthMultipliers: [0.5, 1, 1.5],
  },
  /** How much of an island that hydrates `in-view` must be on screen before it does (decision 0035). */
  islandInViewRatio: 0.25,
  menuTypeaheadResetMs: 1000,
  submenuOpenDelayMs: 100,
  pointerGraceMs: 300,
  resizeDebounceMs: 50,
} as const

/** Toast tuning constants (docs/product.md §4, §9). */
export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThreshold: 50,
} as const
