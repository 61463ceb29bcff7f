import { BRAND } from '@shared/constants';
import { ABOUT_FACTS } from '../content/home';
import { SectionHeading } from './section-heading';

/** About (the header's /#about): who founded the service and why collectors can rely on it. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="relative overflow-hidden border-y border-ink-900/10 bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_1.1fr] lg:px-8">
        <div className="grid content-start gap-8">
          <SectionHeading id="about-heading" eyebrow={`About ${BRAND.shortName}`} title="Founded by collectors, for collectors" />
          <figure className="border-l-2 border-gold-400 pl-6">
            <blockquote>
              <p className="font-serif text-2xl leading-snug text-ink-900 italic sm:text-[1.7rem]">
                “We started G.O.A.T. because we were tired of certificates nobody could check. Every letter we sign, we stand behind
                by number.”
              </p>
            </blockquote>
            <figcaption className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">The founders</figcaption>
          </figure>
        </div>
        <div className="grid content-start gap-8">
          <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
            <p>
              {BRAND.name} was started by collectors with 40 years of combined experience buying, studying and authenticating
              signed memorabilia. We focus on three of the most forged signatures in sport, Michael Jordan, Tom Brady and Wayne
              Gretzky, and we know them in every era, pen and surface.
            </p>
            <p>
              Every item is examined by at least two specialists. Items that pass receive a letter, a tamper-evident hologram and a
              unique number recorded in our certificate database, so the next owner can check it for themselves.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-ink-900/10 bg-ink-900/10">
            {ABOUT_FACTS.map((fact) => (
              <div key={fact.label} className="grid gap-1 bg-paper-50 p-5 sm:p-6">
                <dt className="order-2 text-sm text-slate-600">{fact.label}</dt>
                <dd className="order-1 font-display text-4xl font-semibold text-ink-900">
                  {fact.value}
                  <span className="ml-1 text-base font-medium tracking-wide text-gold-600 uppercase">{fact.unit}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
