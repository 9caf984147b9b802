import { createFileRoute } from '@tanstack/react-router'
import { SITE } from '../../../shared/site'
import { absoluteUrl, postalAddressJsonLd, seo } from '../../lib/seo'
import { HydrateLater } from '../../components/hydrate-later'
import { Hero } from '../../components/home/hero'
import { heroImagePreload } from '../../components/home/hero-image'
import {
  FeaturedPrograms,
  LearningJourney,
  LiveProjectsSection,
  MentorshipSection,
  PartnerStrip,
  preloadBelowTheFold,
} from '../../components/home/below-the-fold'
import { RequestInfoSection } from '../../components/home/request-info-section'

type HeadContext = Parameters<typeof absoluteUrl>[0]

/** schema.org EducationalOrganization for the home page, built from the site constants. */
function organizationJsonLd(ctx: HeadContext) {
  const { contact, social } = SITE
  return {
    '@type': 'EducationalOrganization',
    name: SITE.name,
    description: SITE.defaultDescription,
    url: absoluteUrl(ctx, '/'),
    logo: absoluteUrl(ctx, '/favicon.svg'),
    telephone: contact.phone,
    email: contact.infoEmail,
    address: postalAddressJsonLd(),
    ...(social.length > 0 ? { sameAs: social.map((s) => s.href) } : {}),
  }
}

export const Route = createFileRoute('/_site/')({
  // The sections below the fold load as the reader nears them (decision 0014); on a client-side navigation
  // here they load with the page, so that it shows whole (and a #featured-courses link finds its section).
  loader: () => preloadBelowTheFold(),
  head: (ctx) => {
    const head = seo(ctx, { jsonLd: organizationJsonLd(ctx) })
    return { ...head, links: [...head.links, heroImagePreload()] }
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      {/* Below the fold: complete in the server's HTML, hydrated after the hero. */}
      <HydrateLater component={PartnerStrip} />
      <HydrateLater component={FeaturedPrograms} />
      <HydrateLater component={LearningJourney} />
      <HydrateLater component={LiveProjectsSection} />
      <HydrateLater component={MentorshipSection} />
      <HydrateLater component={RequestInfoSection} />
    </>
  )
}
