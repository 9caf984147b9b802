import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { buttonClass } from '../ui/button'
import { Island } from '../../islands/island'
import { HomeHeroCarousel } from './hero-carousel'

/**
 * Home hero (docs/product.md §2). The headline is plain server-rendered text with no entrance animation, so it
 * paints with the first frame; the carousel beside it reserves its size through the image aspect ratio.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-blue-950 via-blue-900 to-indigo-900 text-white md:flex md:min-h-[85vh] md:items-center"
    >
      {/* Decorative glow and grid, pure CSS. */}
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      </div>

      <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 pb-14 pt-10 sm:px-6 sm:pt-14 md:py-16 lg:grid-cols-[1.2fr_1fr] lg:gap-12 xl:gap-16 lg:px-8">
        <div>
          <Link
            to="/enroll"
            className="group inline-flex items-center gap-2 rounded-full bg-white/10 py-1.5 pl-2 pr-4 text-sm font-medium text-blue-50 ring-1 ring-white/25 transition hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
          >
            <span className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-950">
              <span className="relative flex size-2" aria-hidden="true">
                <span className="absolute inline-flex size-full rounded-full bg-emerald-600 opacity-75 motion-safe:animate-ping-thrice" />
                <span className="relative inline-flex size-2 rounded-full bg-emerald-700" />
              </span>
              Enrollment Open
            </span>
            <span className="sr-only">: </span>
            <span className="whitespace-nowrap">
              Apply<span className="hidden sm:inline"> for the next batch</span>
              <span className="sm:hidden"> now</span>
            </span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>

          <h1
            id="home-hero-title"
            className="mt-6 text-[2.5rem] font-extrabold leading-[1.08] tracking-tight sm:text-5xl md:text-6xl xl:text-[4.25rem]"
          >
            Launch Your IT Career with <span className="text-amber-300">Industry-Ready Skills</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-blue-100">
            Job-oriented courses, live client projects, 1:1 mentorship and internships at {SITE.name}. Learn from
            working engineers and graduate with a portfolio that hiring managers in India take seriously.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={buttonClass('accent', 'lg', 'shadow-lg shadow-amber-500/20')}>
              Explore Courses
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link
              to="/about"
              className={buttonClass(
                'outline',
                'lg',
                'border-white/40! bg-white/5! text-white! hover:bg-white/15! focus-visible:ring-amber-300! focus-visible:ring-offset-blue-950',
              )}
            >
              Learn More<span className="sr-only"> about {SITE.name}</span>
            </Link>
          </div>

          <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-4">
            {SITE.claims.map((claim) => (
              // The value shows above its label, in a row of its own height: a page painted before the
              // value has arrived does not move the label down when it does.
              <div
                key={claim.label}
                className="grid grid-rows-[2rem_auto] rounded-xl bg-white/10 px-3 py-4 text-center ring-1 ring-white/15 backdrop-blur-sm sm:grid-rows-[2.25rem_auto] sm:px-4"
              >
                <dt className="row-start-2 mt-1 text-xs font-medium text-blue-100 sm:text-sm">{claim.label}</dt>
                <dd className="row-start-1 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
                  {claim.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="mx-auto w-full max-w-xl md:max-w-sm lg:mx-0 lg:max-w-[30rem] lg:justify-self-end">
          <Island name="hero-carousel" component={HomeHeroCarousel} props={{}} hydrate="in-view" />
        </div>
      </div>
    </section>
  )
}
