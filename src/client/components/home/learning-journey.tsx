import { learningPath } from '../../../shared/catalogue/learning-path'
import { Icon } from '../ui/icon'
import { SectionHeading } from '../ui/section-heading'

/**
 * 'Your Learning Journey' (docs/product.md §2): a numbered single column on small screens and, from md (768 px)
 * up, a two-sided timeline alternating around a centre line. Layout is CSS only.
 */
export function LearningJourney() {
  return (
    <section aria-labelledby="journey-title" className="below-fold bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="journey-title" eyebrow="How it works" title="Your Learning Journey">
          From your first lesson to your first offer letter: a clear path with mentors, projects and placement support
          at every step.
        </SectionHeading>

        <ol className="relative mx-auto max-w-5xl">
          {learningPath.map((step, i) => {
            const right = i % 2 === 1
            return (
              <li
                key={step.title}
                className="relative grid grid-cols-[2.5rem_1fr] gap-x-4 pb-8 last:pb-0 md:grid-cols-[1fr_4rem_1fr] md:gap-x-8 md:pb-12"
              >
                {/* Connector to the next marker: beside the numbers on phones, in the centre from md up. */}
                {i < learningPath.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute bottom-0 left-5 top-10 w-0.5 -translate-x-1/2 bg-blue-200 md:left-1/2 md:top-16"
                  />
                )}
                {/* Marker: the step number on phones, the step icon on wider screens. */}
                <div className="relative z-10 col-start-1 row-start-1 flex justify-center md:col-start-2">
                  <span className="flex size-10 items-center justify-center rounded-full bg-blue-800 text-base font-bold text-white ring-4 ring-slate-50 md:hidden">
                    {i + 1}
                  </span>
                  <span className="hidden size-16 items-center justify-center rounded-full bg-white text-blue-800 shadow-md ring-4 ring-slate-50 md:flex">
                    <span className="flex size-12 items-center justify-center rounded-full bg-blue-800 text-white">
                      <Icon name={step.icon} className="size-6" />
                    </span>
                  </span>
                </div>

                <div
                  className={`col-start-2 row-start-1 md:pt-1 ${
                    right ? 'md:col-start-3' : 'md:col-start-1 md:text-right'
                  }`}
                >
                  <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:p-6">
                    <div className={`flex items-center gap-3 ${right ? '' : 'md:flex-row-reverse'}`}>
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800 md:hidden">
                        <Icon name={step.icon} className="size-5" />
                      </span>
                      <p className="text-xs font-semibold uppercase tracking-wider text-amber-700">Step {i + 1}</p>
                    </div>
                    <h3 className="mt-2 text-xl font-bold text-slate-900">{step.title}</h3>
                    <p className="mt-2 text-slate-600">{step.description}</p>
                  </div>
                </div>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
