import { Fragment, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { LegalDocument as LegalDocumentData } from '../../shared/legal'
import { SITE } from '../../shared/site'
import { PageHero } from './ui/page-hero'
import { Container } from './ui/container'

/** '7. Your Rights Under the DPDP Act, 2023' → 'your-rights-under-the-dpdp-act-2023' */
export function sectionSlug(heading: string): string {
  return heading
    .replace(/^\d+\.\s*/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g

/** Turns e-mail addresses inside legal text into mailto links. */
function withEmailLinks(text: string): ReactNode {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a
        key={i}
        href={`mailto:${part}`}
        className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900"
      >
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  )
}

/** A legal page (/terms, /privacy): title, last-updated date, table of contents and numbered sections. */
export function LegalDocument({
  doc,
  other,
}: {
  doc: LegalDocumentData
  other: { to: '/terms' | '/privacy'; label: string }
}) {
  const sections = doc.sections.map((s) => ({ ...s, id: sectionSlug(s.heading) }))
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title}>
        <p>
          Last updated: <time dateTime={doc.updatedIso}>{doc.updated}</time>
        </p>
      </PageHero>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <nav aria-labelledby="toc-heading" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
                On this page
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>

          <article className="max-w-3xl">
            <p className="text-lg leading-8 text-slate-700">{doc.intro}</p>
            {sections.map((s) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-heading`}
                className="mt-10 scroll-mt-24 md:scroll-mt-32 lg:scroll-mt-24"
              >
                <h2 id={`${s.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                  {s.heading}
                </h2>
                {s.paragraphs.map((p, i) => (
                  <p key={i} className="mt-4 leading-7 text-slate-700">
                    {withEmailLinks(p)}
                  </p>
                ))}
              </section>
            ))}

            <div className="mt-14 flex flex-col gap-4 rounded-2xl bg-blue-50 p-6 ring-1 ring-blue-100 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold text-slate-900">Questions about this page?</p>
                <p className="mt-1 text-sm text-slate-700">
                  Write to{' '}
                  <a
                    href={SITE.contact.infoEmailHref}
                    className="font-medium text-blue-800 underline underline-offset-2"
                  >
                    {SITE.contact.infoEmail}
                  </a>{' '}
                  or{' '}
                  <Link to="/contact" className="font-medium text-blue-800 underline underline-offset-2">
                    contact us
                  </Link>
                  .
                </p>
              </div>
              <Link
                to={other.to}
                className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 sm:self-center"
              >
                Read our {other.label} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </div>
      </Container>
    </>
  )
}
