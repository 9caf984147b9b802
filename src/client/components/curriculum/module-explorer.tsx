import { useState } from 'react'
import { ChevronRight } from 'lucide-react'
import type { Curriculum } from '../../../shared/catalogue/types'
import { ModuleDetail } from './module-detail'

/**
 * Levels listing their modules as buttons; choosing one shows its title, duration, description and
 * topics — beside the list on wide screens, directly under the chosen module on small ones.
 */
export function ModuleExplorer({ curriculum }: { curriculum: Curriculum }) {
  const numbered = curriculum.levels.flatMap((level) => level.modules.map((m) => ({ level: level.name, module: m })))
  const [selectedId, setSelectedId] = useState(numbered[0]?.module.id)
  const selectedIndex = Math.max(
    0,
    numbered.findIndex((n) => n.module.id === selectedId),
  )
  const selected = numbered[selectedIndex]

  let counter = 0
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <div className="space-y-8 lg:col-span-2">
        {curriculum.levels.map((level) => (
          <section key={level.name}>
            <h3 className="flex items-baseline justify-between gap-3 text-lg font-bold text-slate-900">
              {level.name}
              <span className="text-sm font-medium text-slate-600">{level.duration}</span>
            </h3>
            <ul className="mt-3 space-y-2">
              {level.modules.map((m) => {
                counter += 1
                const n = counter
                const active = selected?.module.id === m.id
                return (
                  <li key={m.id}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => setSelectedId(m.id)}
                      className={`flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${
                        active
                          ? 'border-blue-700 bg-blue-50'
                          : 'border-slate-200 bg-white hover:border-blue-300 hover:bg-slate-50'
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                          active ? 'bg-blue-800 text-white' : 'bg-slate-100 text-slate-700'
                        }`}
                      >
                        {n}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">{m.title}</span>
                        <span className="block text-sm text-slate-600">{m.duration}</span>
                      </span>
                      <ChevronRight
                        aria-hidden="true"
                        className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${active ? 'rotate-90 lg:rotate-0 text-blue-800' : ''}`}
                      />
                    </button>
                    {active && (
                      <div className="mt-2 rounded-xl border border-slate-200 bg-white p-5 lg:hidden">
                        <ModuleDetail module={m} eyebrow={`${level.name} · Module ${n}`} />
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
      {selected && (
        <div className="hidden lg:col-span-3 lg:block">
          <div aria-live="polite" className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <ModuleDetail module={selected.module} eyebrow={`${selected.level} · Module ${selectedIndex + 1}`} />
          </div>
        </div>
      )}
    </div>
  )
}
