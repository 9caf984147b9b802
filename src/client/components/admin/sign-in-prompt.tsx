import { Link } from '@tanstack/react-router'
import { LockKeyhole } from 'lucide-react'
import { Container } from '../ui/container'
import { buttonClass } from '../ui/button'

/** An admin page's placeholder until the lazily loaded page and its guard arrive: a sign-in prompt. */
export function AdminSignInPrompt({ title }: { title: string }) {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-xl bg-blue-100 text-blue-800"
        >
          <LockKeyhole className="h-6 w-6" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600">Sign in as an administrator to continue.</p>
        <Link to="/login" className={buttonClass('primary', 'md', 'mt-6')}>
          Sign in
        </Link>
      </div>
    </Container>
  )
}
