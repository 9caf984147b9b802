import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { privacyPolicy } from '../../../shared/legal'
import { LEGAL_TITLES } from '../../../shared/legal-titles'
import { SITE } from '../../../shared/site'
import { absoluteUrl, seo } from '../../lib/seo'
import { LegalDocument } from '../../components/legal-document'

const DESCRIPTION = `How ${SITE.name} collects, uses, shares and protects your personal data, and your rights under India's Digital Personal Data Protection Act, 2023.`

export const Route = createFileRoute('/_site/privacy')({
  head: (ctx) =>
    seo(ctx, {
      title: LEGAL_TITLES.privacy,
      description: DESCRIPTION,
      jsonLd: {
        '@type': 'WebPage',
        name: LEGAL_TITLES.privacy,
        url: absoluteUrl(ctx, '/privacy'),
        description: DESCRIPTION,
        dateModified: SITE.legalUpdatedIso,
      },
    }),
  component: PrivacyPage,
})

const root = getRouteApi('__root__')

function PrivacyPage() {
  // The period the server is configured with, so the policy states what retention actually does.
  const { retentionMonths } = root.useLoaderData()
  return <LegalDocument doc={privacyPolicy(retentionMonths)} other={{ to: '/terms', label: LEGAL_TITLES.terms }} />
}
