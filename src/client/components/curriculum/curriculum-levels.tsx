import { CheckCircle2, Clock } from 'lucide-react'
import type { Curriculum } from '../../../shared/catalogue/types'

const LEVEL_TONES = ['bg-emerald-100 text-emerald-900', 'bg-blue-100 text-blue-900', 'bg-violet-100 text-violet-900']

/** Every level with every module and its topics, all visible (the /curriculum page). */
export function CurriculumLevels({ curriculum }: { curriculum: Curriculum }) {
  let counter = 0
  return (
    <ol className="space-y-10">
      {curriculum.levels.map((level, i) => (
        <li key={level.name}>
          <div className="flex flex-wrap items-center gap-3">
            <span
              className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${LEVEL_TONES[i % LEVEL_TONES.length]}`}
            >
              Level {i + 1}
            </span>
            <h4 className="text-xl font-bold text-slate-900">{level.name}</h4>
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {level.duration} · {level.modules.length} modules
            </span>
          </div>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {level.modules.map((m) => {
              counter += 1
              return (
                <li key={m.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">
                    Module {counter} · {m.duration}
                  </p>
                  <h5 className="mt-1 font-bold text-slate-900">{m.title}</h5>
                  <p className="mt-2 text-sm text-slate-600">{m.description}</p>
                  <ul className="mt-4 space-y-1.5 border-t border-slate-100 pt-4" aria-label={`Topics in ${m.title}`}>
                    {m.topics.map((topic) => (
                      <li key={topic} className="flex items-start gap-2 text-sm text-slate-700">
                        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                        {topic}
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </li>
      ))}
    </ol>
  )
}
