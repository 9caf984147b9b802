import { Link, createFileRoute } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
// The page component only (split into its own chunk): the loader below brings the projects themselves.
import { LIVE_PROJECT_BENEFITS } from '../../../shared/catalogue/live-projects'
import { SITE } from '../../../shared/site'
import { absoluteUrl, seo } from '../../lib/seo'
import { ProjectCard } from '../../components/project-card'
import { buttonClass } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { Icon } from '../../components/ui/icon'
import { PageHero } from '../../components/ui/page-hero'
import { SectionHeading } from '../../components/ui/section-heading'

const STEPS = [
  { title: 'Join a team', text: 'You are placed in a small squad with a mentor, a product brief and a sprint board.' },
  {
    title: 'Build in sprints',
    text: 'Plan, code, test and demo every two weeks, with code reviews on every pull request.',
  },
  {
    title: 'Ship and present',
    text: 'Deploy your project, present it to the panel and add the case study to your portfolio.',
  },
] as const

export const Route = createFileRoute('/_site/live-projects')({
  // Route definitions load with every page; the catalogue they describe loads only with this route.
  loader: () => import('../../../shared/catalogue/live-projects').then((m) => ({ projects: m.liveProjects })),
  head: (ctx) => {
    const liveProjects = ctx.loaderData?.projects ?? []
    return seo(ctx, {
      title: 'Live Industry Projects',
      description: `Build real-world projects in teams with industry mentors at ${SITE.name}: e-commerce, food delivery, sentiment analysis and project management apps for your portfolio.`,
      image: liveProjects[0]?.image,
      jsonLd: {
        '@type': 'ItemList',
        name: `${SITE.name} featured live projects`,
        itemListElement: liveProjects.map((project, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'CreativeWork',
            name: project.title,
            description: project.description,
            genre: project.category,
            keywords: project.technologies.join(', '),
            url: absoluteUrl(ctx, '/live-projects'),
          },
        })),
      },
    })
  },
  component: LiveProjectsPage,
})

function LiveProjectsPage() {
  const { projects } = Route.useLoaderData()
  return (
    <>
      <PageHero eyebrow="Programs" title="Live Industry Projects">
        Learn by building. Work in agile teams on the kind of products companies ship every day, guided by industry
        mentors, and graduate with a portfolio that speaks for itself.
      </PageHero>

      <section aria-labelledby="benefits-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="benefits-heading" eyebrow="Why live projects" title="Experience Employers Look For">
            Recruiters hire people who have already built things. Live projects give you that experience before your
            first job.
          </SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {LIVE_PROJECT_BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-100 text-blue-800">
                  <Icon name={benefit.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="projects-heading" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeading id="projects-heading" eyebrow="Featured projects" title="What You Could Build">
            A sample of the projects our learners build across web, mobile, data and cloud tracks.
          </SectionHeading>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="how-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="how-heading" eyebrow="How it works" title="From Brief to Deployed Product" />
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-amber-400 text-lg font-bold text-slate-950"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="cta-heading" className="pb-16 sm:pb-24">
        <Container>
          <div className="rounded-3xl bg-gradient-to-br from-blue-900 to-indigo-900 px-6 py-12 text-center text-white sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Ready to build your portfolio?
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">
              Every {SITE.shortName} course includes a capstone, live project or internship. Apply today and our
              counsellors will help you pick the right track.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/enroll" className={buttonClass('accent', 'lg')}>
                Enroll Now
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
              <Link
                to="/courses"
                className={buttonClass(
                  'outline',
                  'lg',
                  'border-white/50! bg-transparent! text-white! hover:bg-white/10! focus-visible:ring-white! focus-visible:ring-offset-blue-900',
                )}
              >
                Browse Courses
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  )
}
