import { createFileRoute } from '@tanstack/react-router'
import { PRIVACY } from '../../../shared/legal'
import { SITE } from '../../../shared/site'
import { absoluteUrl, seo } from '../../lib/seo'
import { LegalDocument } from '../../components/legal-document'

const DESCRIPTION = `How ${SITE.name} collects, uses, shares and protects your personal data, and your rights under India's Digital Personal Data Protection Act, 2023.`

export const Route = createFileRoute('/_site/privacy')({
  head: (ctx) =>
    seo(ctx, {
      title: PRIVACY.title,
      description: DESCRIPTION,
      jsonLd: {
        '@type': 'WebPage',
        name: PRIVACY.title,
        url: absoluteUrl(ctx, '/privacy'),
        description: DESCRIPTION,
        dateModified: PRIVACY.updatedIso,
      },
    }),
  component: () => <LegalDocument doc={PRIVACY} other={{ to: '/terms', label: 'Terms and Conditions' }} />,
})
