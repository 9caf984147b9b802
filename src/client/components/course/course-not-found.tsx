import { Link } from '@tanstack/react-router'
import { BookOpen } from 'lucide-react'
import { buttonClass } from '../ui/button'
import { Container } from '../ui/container'

/** Shown for a course id that does not exist, with ways back into the catalogue. */
export function CourseNotFound() {
  return (
    <section className="bg-slate-50 py-20 sm:py-28">
      <Container className="text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-12 w-12 text-blue-800" />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Course not found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
          The course you&apos;re looking for doesn&apos;t exist or is no longer offered. Explore our current programmes
          instead.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/courses" className={buttonClass('primary', 'lg')}>
            Browse all courses
          </Link>
          <Link to="/" className={buttonClass('outline', 'lg')}>
            Go to Homepage
          </Link>
        </div>
      </Container>
    </section>
  )
}
