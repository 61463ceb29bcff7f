import { Link } from 'react-router';
import { PageHero } from '@/components/layout/page-hero';
import { TERMS, TERMS_EFFECTIVE } from '../content/terms';

/** /terms: the terms of service, with a contents list that stays beside the text on wide screens. */
export function TermsScreen() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" lead={`Effective ${TERMS_EFFECTIVE}. Please read these terms before submitting an item.`} />
      <div className="bg-paper-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr] lg:px-8">
          <nav aria-label="Contents" className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-xs font-semibold tracking-[0.24em] text-gold-600 uppercase">Contents</p>
            <ol className="mt-4 grid gap-1 border-l border-ink-900/10">
              {TERMS.map((section, i) => (
                <li key={section.id}>
                  <Link to={{ hash: section.id }} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-700 hover:border-gold-500 hover:text-ink-900">
                    {i + 1}. {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <article className="grid max-w-3xl gap-12 rounded-2xl border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
            {TERMS.map((section, i) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="grid gap-4">
                <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">
                  <span className="mr-3 text-gold-600">{String(i + 1).padStart(2, '0')}</span>
                  {section.title}
                </h2>
                {section.body.map((block) =>
                  typeof block === 'string' ? (
                    <p key={block.slice(0, 32)} className="leading-relaxed text-slate-700">
                      {block}
                    </p>
                  ) : (
                    <ul key={block[0]?.slice(0, 32)} className="grid list-disc gap-2 pl-6 leading-relaxed text-slate-700 marker:text-gold-500">
                      {block.map((item) => (
                        <li key={item.slice(0, 32)}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
