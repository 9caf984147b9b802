import { createFileRoute } from '@tanstack/react-router'
import { TERMS } from '../../../shared/legal'
import { SITE } from '../../../shared/site'
import { absoluteUrl, seo } from '../../lib/seo'
import { LegalDocument } from '../../components/legal-document'

const DESCRIPTION = `The terms for using the ${SITE.name} website and enrolling in our courses, internships, live projects and mentorship: fees, the 7-day refund policy, placement assistance and learner conduct.`

export const Route = createFileRoute('/_site/terms')({
  head: (ctx) =>
    seo(ctx, {
      title: TERMS.title,
      description: DESCRIPTION,
      jsonLd: {
        '@type': 'WebPage',
        name: TERMS.title,
        url: absoluteUrl(ctx, '/terms'),
        description: DESCRIPTION,
        dateModified: TERMS.updatedIso,
      },
    }),
  component: () => <LegalDocument doc={TERMS} other={{ to: '/privacy', label: 'Privacy Policy' }} />,
})
