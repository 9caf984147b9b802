import { useEffect, useState } from 'react'
import { Link, createFileRoute, useLoaderData } from '@tanstack/react-router'
import { CheckCircle2, Globe, ShieldCheck, TriangleAlert, UserRound } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { seo } from '../../lib/seo'
import { PageHero } from '../../components/ui/page-hero'
import { Container } from '../../components/ui/container'
import { buttonClass } from '../../components/ui/button'

export const Route = createFileRoute('/_site/firebase-test')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Firebase Authentication Test',
      description: `Diagnostics for ${SITE.name} sign-in: authentication status, the current domain and the domains authorised for Google sign-in.`,
      noindex: true,
    }),
  component: FirebaseTestPage,
})

function hostOf(origin: string): string {
  try {
    return new URL(origin).host
  } catch {
    return ''
  }
}

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200'

function FirebaseTestPage() {
  const { publicOrigin } = useLoaderData({ from: '__root__' })
  const expectedHost = hostOf(publicOrigin)
  // The browser's own host is only known on the client; the server renders 'checking…'.
  const [currentHost, setCurrentHost] = useState<string | null>(null)
  useEffect(() => setCurrentHost(window.location.host), [])
  const matches = currentHost !== null && currentHost === expectedHost

  return (
    <>
      <PageHero eyebrow="Diagnostics" title="Firebase Authentication Test">
        A quick check of what this browser sees before you try Google sign-in. Nothing on this page changes your
        account.
      </PageHero>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="auth-status-heading" className={cardClass}>
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-blue-100 text-blue-800"
            >
              <UserRound className="h-5 w-5" />
            </span>
            <h2 id="auth-status-heading" className="mt-4 text-lg font-bold text-slate-900">
              Signed-in user
            </h2>
            <p className="mt-2 text-slate-700" data-testid="auth-status">
              Authentication status: <strong className="font-semibold text-slate-900">Not signed in</strong>
            </p>
            <Link to="/login" className={buttonClass('primary', 'sm', 'mt-5')}>
              Go to sign-in
            </Link>
          </section>

          <section aria-labelledby="domain-heading" className={cardClass}>
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-blue-100 text-blue-800"
            >
              <Globe className="h-5 w-5" />
            </span>
            <h2 id="domain-heading" className="mt-4 text-lg font-bold text-slate-900">
              Current domain
            </h2>
            <p className="mt-2 text-slate-700" aria-live="polite">
              <code
                className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900"
                data-testid="current-domain"
              >
                {currentHost ?? 'checking…'}
              </code>
            </p>
            {currentHost !== null && (
              <p className={`mt-3 flex gap-2 text-sm ${matches ? 'text-emerald-800' : 'text-amber-900'}`}>
                {matches ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                ) : (
                  <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                )}
                {matches
                  ? 'This is the site’s public domain.'
                  : `This differs from the site’s public domain (${expectedHost || 'not configured'}); sign-in may be refused here.`}
              </p>
            )}
          </section>

          <section aria-labelledby="authorised-heading" className={cardClass}>
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-blue-100 text-blue-800"
            >
              <ShieldCheck className="h-5 w-5" />
            </span>
            <h2 id="authorised-heading" className="mt-4 text-lg font-bold text-slate-900">
              Authorised domains
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">
              Google sign-in only works on domains authorised for this site. The list is configured by the server, not
              in the browser; the site’s public domain is:
            </p>
            <ul className="mt-3 space-y-1.5">
              <li>
                <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
                  {expectedHost || 'not configured'}
                </code>
              </li>
            </ul>
            <p className="mt-3 text-sm leading-6 text-slate-600">
              If sign-in reports an unauthorised domain, ask the administrator to add the current domain to the
              authorised domains.
            </p>
          </section>
        </div>
      </Container>
    </>
  )
}
