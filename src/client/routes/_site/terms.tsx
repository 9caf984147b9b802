import { createFileRoute } from '@tanstack/react-router'
import { TERMS } from '../../../shared/legal'
import { LEGAL_TITLES } from '../../../shared/legal-titles'
import { SITE } from '../../../shared/site'
import { absoluteUrl, seo } from '../../lib/seo'
import { LegalDocument } from '../../components/legal-document'

const DESCRIPTION = `The terms for using the ${SITE.name} website and enrolling in our courses, internships, live projects and mentorship: fees, the 7-day refund policy, placement assistance and learner conduct.`

export const Route = createFileRoute('/_site/terms')({
  head: (ctx) =>
    seo(ctx, {
      title: LEGAL_TITLES.terms,
      description: DESCRIPTION,
      jsonLd: {
        '@type': 'WebPage',
        name: LEGAL_TITLES.terms,
        url: absoluteUrl(ctx, '/terms'),
        description: DESCRIPTION,
        dateModified: SITE.legalUpdatedIso,
      },
    }),
  component: () => <LegalDocument doc={TERMS} other={{ to: '/privacy', label: LEGAL_TITLES.privacy }} />,
})
