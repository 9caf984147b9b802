import { createFileRoute } from '@tanstack/react-router'
import { Clock, GraduationCap, Layers, Rocket } from 'lucide-react'
// Used by the page component only (split into its own chunk), never by the route definition below.
import { CURRICULUM_LEVEL_CARDS } from '../../../shared/catalogue/courses'
import { SITE } from '../../../shared/site'
import { COMING_SOON, CurriculumExplorer } from '../../components/curriculum/curriculum-explorer'
import { Island } from '../../islands/island'
import { Container } from '../../components/ui/container'
import { PageHero } from '../../components/ui/page-hero'
import { SectionHeading } from '../../components/ui/section-heading'
import { seo } from '../../lib/seo'

const LEVEL_STYLE = [
  { icon: GraduationCap, tone: 'bg-emerald-100 text-emerald-800', bar: 'bg-emerald-500' },
  { icon: Layers, tone: 'bg-blue-100 text-blue-800', bar: 'bg-blue-600' },
  { icon: Rocket, tone: 'bg-violet-100 text-violet-800', bar: 'bg-violet-600' },
]

export const Route = createFileRoute('/_site/curriculum')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Course Curriculum',
      description: `Explore the ${SITE.name} curriculum: Beginner, Intermediate and Advanced levels with module-by-module topics for full stack, data science, mobile, cloud, cybersecurity and more. Download the syllabus.`,
    }),
  component: CurriculumPage,
})

function CurriculumPage() {
  return (
    <>
      <PageHero eyebrow="Curriculum" title="Course Curriculum">
        A structured path from fundamentals to job-ready expertise. Every programme moves through three levels and ends
        with a capstone, live project or internship.
      </PageHero>

      <section aria-labelledby="levels-heading" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeading id="levels-heading" eyebrow="How you progress" title="Three Levels to Job-Ready">
            Learn at a steady pace with mentor reviews at the end of every level.
          </SectionHeading>
          <ol className="grid gap-6 md:grid-cols-3">
            {CURRICULUM_LEVEL_CARDS.map((level, i) => {
              const style = LEVEL_STYLE[i % LEVEL_STYLE.length]
              const LevelIcon = style.icon
              return (
                <li
                  key={level.name}
                  className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${style.bar}`} />
                  <div className="flex items-center justify-between">
                    <span className={`flex h-12 w-12 items-center justify-center rounded-xl ${style.tone}`}>
                      <LevelIcon aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <span className="text-sm font-semibold text-slate-600">Level {i + 1}</span>
                  </div>
                  <h3 className="mt-5 text-xl font-bold text-slate-900">{level.name}</h3>
                  <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-blue-800">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {level.duration}
                  </p>
                  <p className="mt-3 text-slate-600">{level.description}</p>
                </li>
              )
            })}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="by-course-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="by-course-heading" eyebrow="By course" title="Explore the Curriculum">
            Choose a programme to see every level, module and topic, then download the syllabus.
          </SectionHeading>
          {COMING_SOON.length > 0 && (
            <p className="mb-4 text-sm text-slate-600">
              Detailed curricula for {COMING_SOON.join(' and ')} are coming soon.
            </p>
          )}
          <Island name="curriculum-explorer" component={CurriculumExplorer} props={{}} />
        </Container>
      </section>
    </>
  )
}
