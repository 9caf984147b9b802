import type { LiveProject } from '../../shared/catalogue/types'
import { Badge } from './ui/badge'
import { LazyImage } from './lazy-image'

/** A featured live project: image, category badges, title, description and the technology stack. */
export function ProjectCard({ project }: { project: LiveProject }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="overflow-hidden">
        <LazyImage
          image={project.image}
          alt={`${project.title}: ${project.subCategory} project screenshot`}
          width={400}
          aspect="16/9"
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 50vw, 100vw"
          className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge tone={project.categoryColor}>{project.category}</Badge>
          <Badge tone="neutral">{project.subCategory}</Badge>
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug text-slate-900">{project.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <ul aria-label={`Technologies used in ${project.title}`} className="mt-4 flex flex-wrap gap-1.5">
          {project.technologies.map((tech) => (
            <li
              key={tech}
              className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-700"
            >
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
