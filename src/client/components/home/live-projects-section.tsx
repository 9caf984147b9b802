import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { liveProjects } from '../../../shared/catalogue/live-projects'
import { ProjectCard } from '../project-card'
import { buttonClass } from '../ui/button'
import { SectionHeading } from '../ui/section-heading'

/** Live Projects Experience (docs/product.md §2): the featured project cards and a link to /live-projects. */
export function LiveProjectsSection() {
  return (
    <section aria-labelledby="live-projects-title" className="below-fold bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="live-projects-title" eyebrow="Learn by shipping" title="Live Projects Experience">
          Work in agile teams on real-world briefs, from payments to NLP, and graduate with production code in your
          portfolio.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {liveProjects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/live-projects" className={buttonClass('primary', 'lg')}>
            Explore All Projects
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  )
}
