import { SITE } from '../../shared/site'
import type { PublicConfig } from '../../shared/public-config'
import { shareImageUrl } from '../../shared/images'
import type { Course, Internship } from '../../shared/catalogue/types'
import { derivePackages } from '../../shared/pricing'
import { courseHref } from './course-links'
import { withoutTrailingSlashes } from '../../shared/paths'

type JsonLd = Record<string, unknown>

export interface SeoInput {
  /** Page title without the brand; omitted on the home page, which uses the site default. */
  title?: string
  description?: string
  /** Image key (see shared/images) used for social cards. */
  image?: string
  jsonLd?: JsonLd | JsonLd[]
  noindex?: boolean
}

/** The part of TanStack Router's head() context that seo() reads. */
interface HeadContextLike {
  matches: ReadonlyArray<{ loaderData?: unknown }>
  match: { pathname: string }
}

export function publicOriginOf(ctx: HeadContextLike): string {
  return (ctx.matches[0]?.loaderData as PublicConfig | undefined)?.publicOrigin ?? ''
}

export function absoluteUrl(ctx: HeadContextLike, path: string): string {
  return `${publicOriginOf(ctx)}${path}`
}

/** schema.org PostalAddress of the campus, from the site constants. */
export function postalAddressJsonLd(): JsonLd {
  const { contact } = SITE
  return {
    '@type': 'PostalAddress',
    streetAddress: contact.street,
    addressLocality: contact.locality,
    addressRegion: contact.region,
    postalCode: contact.postalCode,
    addressCountry: contact.country,
  }
}

/** The organisation with its e-mail, phone and address: the main entity of the About and Contact pages. */
export function contactOrganizationJsonLd(ctx: HeadContextLike): JsonLd {
  return {
    '@type': 'EducationalOrganization',
    name: SITE.name,
    url: absoluteUrl(ctx, '/'),
    email: SITE.contact.infoEmail,
    telephone: SITE.contact.phone,
    address: postalAddressJsonLd(),
  }
}

/** schema.org Course of a course page, offered at the basic package's price. */
export function courseJsonLd(ctx: HeadContextLike, course: Course): JsonLd {
  const basic = derivePackages(course)[0]
  return {
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url: absoluteUrl(ctx, courseHref(course.id)),
    image: absoluteUrl(ctx, shareImageUrl(course.image)),
    inLanguage: 'en-IN',
    ...(course.skills?.length ? { teaches: course.skills } : {}),
    provider: { '@type': 'Organization', name: SITE.name, url: absoluteUrl(ctx, '/') },
    offers: {
      '@type': 'Offer',
      price: basic.price,
      priceCurrency: 'INR',
      category: 'Paid',
      url: absoluteUrl(ctx, courseHref(course.id)),
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      duration: `P${course.durationMonths}M`,
      ...(course.instructors.length
        ? { instructor: course.instructors.map((i) => ({ '@type': 'Person', name: i.name, jobTitle: i.role })) }
        : {}),
    },
  }
}

/** ISO 8601 durations of the internship lengths on offer. */
const INTERNSHIP_MONTHS: Record<Internship['duration'], string> = { '3 months': 'P3M', '4 months': 'P4M' }

/** schema.org EducationalOccupationalProgram of an internship page, provided by the campus. */
export function internshipJsonLd(ctx: HeadContextLike, internship: Internship): JsonLd {
  return {
    '@type': 'EducationalOccupationalProgram',
    name: internship.title,
    description: internship.longDescription,
    url: absoluteUrl(ctx, `/internships/${internship.id}`),
    programType: 'Internship',
    occupationalCategory: internship.category,
    timeToComplete: INTERNSHIP_MONTHS[internship.duration],
    educationalProgramMode: internship.location === 'Remote' ? 'online' : 'onsite',
    teaches: internship.skills,
    programPrerequisites: internship.eligibility.join('; '),
    provider: {
      '@type': 'EducationalOrganization',
      name: SITE.name,
      url: absoluteUrl(ctx, '/'),
      address: postalAddressJsonLd(),
    },
  }
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD for one route. */
export function seo(ctx: HeadContextLike, input: SeoInput) {
  const title = input.title ? `${input.title} | ${SITE.name}` : SITE.defaultTitle
  const description = input.description ?? SITE.defaultDescription
  const url = absoluteUrl(ctx, ctx.match.pathname === '/' ? '/' : withoutTrailingSlashes(ctx.match.pathname))
  const image = absoluteUrl(ctx, shareImageUrl(input.image ?? 'share/default'))
  const ld = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : []
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: 'en_IN' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: ld.map((data) => ({
      type: 'application/ld+json',
      // "<" escaped so that catalogue text can never close the script element.
      children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
    })),
  }
}
