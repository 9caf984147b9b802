import { useEffect, useState, type ReactNode } from 'react'
import { Link, createFileRoute, useLoaderData } from '@tanstack/react-router'
import { CheckCircle2, Globe, ShieldCheck, TriangleAlert, UserRound } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { seo } from '../../lib/seo'
import { PageHero } from '../../components/ui/page-hero'
import { Container } from '../../components/ui/container'
import { buttonClass } from '../../components/ui/button'
import { useAuth } from '../../auth/auth-provider'

export const Route = createFileRoute('/_site/firebase-test')({
  // A diagnostic of sign-in that reads the router's data and state throughout: the router's page, as the
  // back office's are.
  staticData: { islands: false },
  head: (ctx) =>
    seo(ctx, {
      title: 'Firebase Authentication Test',
      description: `Diagnostics for ${SITE.name} sign-in: authentication status, the current domain and the domains authorised for Google sign-in.`,
      noindex: true,
    }),
  component: FirebaseTestPage,
})

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200'
const codeClass = 'break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900'

/** One diagnostic: an icon, a heading and what was found. */
function DiagnosticCard({
  id,
  icon,
  title,
  children,
}: {
  id: string
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <span
        aria-hidden="true"
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-blue-100 text-blue-800"
      >
        {icon}
      </span>
      <h2 id={id} className="mt-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap gap-x-2 py-1.5">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function FirebaseTestPage() {
  const { auth: config } = useLoaderData({ from: '__root__' })
  const { status, user, isAdmin, checkingAdmin, resolve } = useAuth()
  // An auth-state listener, as on every page where sign-in matters (docs/product.md §7).
  useEffect(resolve, [resolve])
  // The browser's own host is only known on the client; the server renders 'checking…'.
  const [currentHost, setCurrentHost] = useState<string | null>(null)
  useEffect(() => setCurrentHost(window.location.hostname), [])
  const domains = config.available ? config.authorizedDomains : []
  const authorised = currentHost !== null && domains.includes(currentHost)
  const statusText = status === 'loading' ? 'Checking…' : status === 'signed-in' ? 'Signed in' : 'Not signed in'

  return (
    <>
      <PageHero eyebrow="Diagnostics" title="Firebase Authentication Test">
        A quick check of what this browser sees before you try Google sign-in. Nothing on this page changes your
        account.
      </PageHero>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-6 lg:grid-cols-3">
          <DiagnosticCard id="auth-status-heading" icon={<UserRound className="h-5 w-5" />} title="Signed-in user">
            <p className="mt-2 text-slate-700" data-testid="auth-status" aria-live="polite">
              Authentication status: <strong className="font-semibold text-slate-900">{statusText}</strong>
            </p>
            {user ? (
              <dl className="mt-3 text-sm">
                <Fact label="Name" value={user.displayName ?? '(none)'} />
                <Fact label="E-mail" value={user.email ?? '(none)'} testId="user-email" />
                <Fact label="User id" value={<code className={codeClass}>{user.uid}</code>} />
                <Fact label="Admin" value={checkingAdmin ? 'checking…' : isAdmin ? 'yes' : 'no'} testId="user-admin" />
              </dl>
            ) : (
              <Link to="/login" className={buttonClass('primary', 'sm', 'mt-5')}>
                Go to sign-in
              </Link>
            )}
          </DiagnosticCard>

          <DiagnosticCard id="project-heading" icon={<Globe className="h-5 w-5" />} title="Firebase project">
            {config.available ? (
              <dl className="mt-3 text-sm">
                <Fact
                  label="Project id"
                  value={<code className={codeClass}>{config.projectId}</code>}
                  testId="project-id"
                />
                <Fact label="Auth domain" value={<code className={codeClass}>{config.authDomain}</code>} />
                <Fact
                  label="Auth emulator"
                  value={config.emulatorUrl ? `in use (${config.emulatorUrl})` : 'not in use'}
                  testId="emulator"
                />
              </dl>
            ) : (
              <p className="mt-2 text-sm text-amber-900" data-testid="project-id">
                {config.reason}
              </p>
            )}
          </DiagnosticCard>

          <DiagnosticCard id="authorised-heading" icon={<ShieldCheck className="h-5 w-5" />} title="Authorised domains">
            <p className="mt-2 text-slate-700" aria-live="polite">
              This domain:{' '}
              <code className={codeClass} data-testid="current-domain">
                {currentHost ?? 'checking…'}
              </code>
            </p>
            {currentHost !== null && (
              <p
                className={`mt-3 flex gap-2 text-sm ${authorised ? 'text-emerald-800' : 'text-amber-900'}`}
                data-testid="domain-verdict"
              >
                {authorised ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                ) : (
                  <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                )}
                {authorised
                  ? 'Authorised: Google sign-in can work here.'
                  : 'Not in the authorised domains: Google sign-in will be refused here until an administrator adds it in the Firebase console.'}
              </p>
            )}
            <ul className="mt-3 space-y-1.5">
              {domains.map((d) => (
                <li key={d}>
                  <code className={codeClass}>{d}</code>
                </li>
              ))}
            </ul>
          </DiagnosticCard>
        </div>
      </Container>
    </>
  )
}
