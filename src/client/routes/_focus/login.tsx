import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, createFileRoute, useLoaderData, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft, TriangleAlert } from 'lucide-react'
import { notify } from '../../lib/notify'
import { LEGAL_TITLES } from '../../../shared/legal-titles'
import { SITE } from '../../../shared/site'
import { seo } from '../../lib/seo'
import { buttonClass } from '../../components/ui/button'
import { Badge } from '../../components/ui/badge'
import { BrandLogo } from '../../components/layout/brand'
import { Field, TextInput } from '../../components/forms/field'
import { useAuth } from '../../auth/auth-provider'
import { backOfficeRedirect } from '../../auth/back-office-redirect'
import { SIGN_IN_FALLBACK, signInErrorCode, signInErrorMessage } from '../../auth/sign-in-errors'
import { useLocalSignInProblem } from '../../auth/local-sign-in-problem'

interface LoginSearch {
  /** The back-office page that sent the visitor here; nothing else is followed after sign-in. */
  redirect?: string
}

export const Route = createFileRoute('/_focus/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const redirect = backOfficeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  head: (ctx) =>
    seo(ctx, {
      title: 'Sign In',
      description: `Sign in to ${SITE.name} with your Google account to track your enrolment, courses and mentorship sessions.`,
    }),
  component: LoginPage,
})

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}

function LoginPage() {
  const id = useId()
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const router = useRouter()
  const { signIn, resolve, unavailableReason } = useAuth()
  // A button that can never work (the local emulator seen from a phone) gives way to what to do instead.
  const localProblem = useLocalSignInProblem(useLoaderData({ from: '__root__' }))
  const reason = unavailableReason ?? localProblem
  const [signingIn, setSigningIn] = useState(false)

  // Load the sign-in code now, so that the click opens the popup at once (a late popup gets blocked).
  useEffect(resolve, [resolve])

  async function onGoogle() {
    setSigningIn(true)
    try {
      const user = await signIn()
      notify({
        title: 'Welcome!',
        description: `You're signed in as ${user.displayName ?? user.email ?? 'a new user'}.`,
      })
      // The redirect is a back-office path with its query (backOfficeRedirect checked it), taken as it is.
      if (redirect) router.history.push(redirect)
      else await navigate({ to: '/' })
    } catch (err) {
      console.error('Google sign-in failed', err)
      notify({
        title: 'Sign-in Failed',
        description: signInErrorMessage(err) || SIGN_IN_FALLBACK,
        variant: 'destructive',
      })
      if (signInErrorCode(err) === 'auth/unauthorized-domain') {
        notify({
          title: 'Configuration Needed',
          description: `Add ${window.location.hostname} to the authorized domains of the Firebase project (Firebase console, Authentication, Settings, Authorized domains).`,
          variant: 'destructive',
        })
      }
    } finally {
      setSigningIn(false)
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    notify({ title: 'Coming Soon', description: 'Email/password login will be available soon.' })
  }

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-blue-50 via-white to-amber-50 px-4 py-10">
      <div className="mb-8">
        <BrandLogo />
      </div>

      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Welcome back</h1>
        <p className="mt-2 text-slate-600">Sign in to follow your enrolment, courses and mentorship sessions.</p>

        {reason && (
          <p
            role="status"
            className="mt-6 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              <strong className="font-semibold">Google sign-in is unavailable.</strong> {reason}
            </span>
          </p>
        )}

        <button
          type="button"
          data-testid="google-sign-in"
          onClick={onGoogle}
          disabled={signingIn || !!reason}
          className={buttonClass('outline', 'lg', 'mt-6 w-full')}
        >
          <GoogleLogo />
          {signingIn ? 'Signing in...' : 'Continue with Google'}
        </button>

        <div className="my-6 flex items-center gap-3" role="separator" aria-label="or">
          <span className="h-px flex-1 bg-slate-200" />
          <span className="text-xs font-medium uppercase tracking-wide text-slate-600">or</span>
          <span className="h-px flex-1 bg-slate-200" />
        </div>

        <form onSubmit={onSubmit} aria-labelledby={`${id}-email-heading`}>
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-email-heading`} className="text-sm font-semibold text-slate-900">
              Sign in with e-mail
            </h2>
            <Badge tone="accent">Coming soon</Badge>
          </div>

          <Field id={`${id}-email`} label="Email address" className="mt-4">
            <TextInput name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
          </Field>

          <Field
            id={`${id}-password`}
            label="Password"
            className="mt-4"
            aside={
              <Link
                to="/forgot-password"
                className="rounded text-sm font-medium text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                Forgot password?
              </Link>
            }
          >
            <TextInput name="password" type="password" autoComplete="current-password" required />
          </Field>

          <button type="submit" className={buttonClass('secondary', 'lg', 'mt-6 w-full')}>
            Sign in
          </button>
        </form>

        <p className="mt-6 text-center text-sm text-slate-600">
          New here?{' '}
          <Link to="/enroll" className="font-semibold text-blue-800 hover:underline">
            Apply to enroll
          </Link>
        </p>
      </div>

      <p className="mt-6 max-w-md text-center text-xs leading-5 text-slate-600">
        By continuing you agree to our{' '}
        <Link to="/terms" className="font-medium text-blue-800 underline underline-offset-2">
          {LEGAL_TITLES.terms}
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-medium text-blue-800 underline underline-offset-2">
          {LEGAL_TITLES.privacy}
        </Link>
        .
      </p>

      <Link
        to="/"
        className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-slate-700 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to home
      </Link>
    </div>
  )
}
