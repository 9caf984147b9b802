import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, createFileRoute } from '@tanstack/react-router'
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { seo } from '../../lib/seo'
import { buttonClass } from '../../components/ui/button'
import { BrandLogo } from '../../components/layout/brand'
import { Field, TextInput } from '../../components/forms/field'

export const Route = createFileRoute('/_focus/forgot-password')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Reset Your Password',
      description: `Forgotten your ${SITE.name} password? Enter your e-mail address and we will send you a link to reset it.`,
    }),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const id = useId()
  // docs/product.md §4: the form, then a confirmation once submitted. No call is made (docs/product.md §7).
  const [sentTo, setSentTo] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (sentTo !== null) headingRef.current?.focus()
  }, [sentTo])

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const email = new FormData(e.currentTarget).get('email')
    setSentTo(typeof email === 'string' ? email.trim() : '')
  }

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-blue-50 via-white to-amber-50 px-4 py-10">
      <div className="mb-8">
        <BrandLogo />
      </div>

      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
        {sentTo === null ? (
          <>
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-blue-100 text-blue-800"
            >
              <KeyRound className="h-6 w-6" />
            </span>
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900">Forgot your password?</h1>
            <p className="mt-2 text-slate-600">
              Enter the e-mail address you registered with and we&rsquo;ll send you a link to reset your password.
            </p>

            <form onSubmit={onSubmit} className="mt-6">
              <Field id={`${id}-email`} label="Email address">
                <TextInput name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
              </Field>
              <Field
                id={`${id}-password`}
                label="New password"
                description="The password you would like to use once your reset is confirmed."
                className="mt-4"
              >
                <TextInput name="password" type="password" autoComplete="new-password" required />
              </Field>
              <button type="submit" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
                Send reset link
              </button>
            </form>
          </>
        ) : (
          <div>
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800"
            >
              <MailCheck className="h-6 w-6" />
            </span>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900 focus:outline-none"
            >
              Check your email
            </h1>
            <p className="mt-3 leading-7 text-slate-700">
              If an account exists for <strong className="break-all font-semibold text-slate-900">{sentTo}</strong>, we
              have sent a link to reset your password. It may take a few minutes to arrive.
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-600">
              Didn&rsquo;t receive it? Check your spam folder, or{' '}
              <button
                type="button"
                onClick={() => setSentTo(null)}
                className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900"
              >
                try another e-mail address
              </button>
              .
            </p>
          </div>
        )}

        <Link to="/login" className={buttonClass('outline', 'md', 'mt-6 w-full')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to sign in
        </Link>
      </div>

      <p className="mt-6 text-center text-sm text-slate-600">
        Need help? E-mail{' '}
        <a href={SITE.contact.supportEmailHref} className="font-medium text-blue-800 underline underline-offset-2">
          {SITE.contact.supportEmail}
        </a>
      </p>
    </div>
  )
}
