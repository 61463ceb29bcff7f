import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ATHLETES } from '@shared/constants';
import { SHOWCASE_SAMPLES } from '@shared/showcase';
import { useShowcase } from '../api/get-showcase';
import { WORK_ART } from '../content/home';
import { SectionHeading } from './section-heading';

const athleteName = (slug: string) => ATHLETES.find((a) => a.slug === slug)?.name ?? slug;

/**
 * 'Our Work': six sample pieces that passed. A Full LOA's certificate number is shown only when the
 * server has that letter (GET /api/showcase), and links to its verification: every number shown checks out.
 */
export function OurWork() {
  const letters = new Map(useShowcase().map((c) => [c.certificateNumber, c]));
  return (
    <section aria-labelledby="work-heading" className="surface-dark relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden="true" className="guilloche pointer-events-none absolute -top-48 -left-48 size-[36rem] opacity-[0.06]" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="work-heading"
          tone="dark"
          eyebrow="Our work"
          title="Recently authenticated"
          lead={
            letters.size
              ? 'A few of the pieces that passed through our hands. Every letter carries a hologram and a number anyone can check: select one to verify it.'
              : 'A few of the pieces that passed through our hands.'
          }
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {SHOWCASE_SAMPLES.map((sample) => {
            const art = WORK_ART[sample.key];
            const letter = sample.certificate ? letters.get(sample.certificate.number) : undefined;
            return (
              <li key={sample.key} className="group min-w-0 overflow-hidden rounded-xl border border-white/10 bg-ink-800">
                <div className="relative aspect-square bg-[radial-gradient(circle_at_50%_30%,#27365c,#0b1222_72%)]">
                  {art ? (
                    <img
                      src={art.image}
                      alt={art.imageAlt}
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-contain p-3 transition-transform duration-500 group-hover:scale-[1.04] sm:p-6"
                    />
                  ) : null}
                  <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink-950/80 px-2.5 py-1 text-[0.7rem] font-semibold tracking-wide text-emerald-300">
                    <BadgeCheck className="size-3.5" aria-hidden="true" /> {sample.service === 'Quick Opinion' ? 'Passed' : 'Authentic'}
                  </span>
                </div>
                <div className="grid gap-1 border-t border-white/10 p-4 sm:p-5">
                  <p className="font-display text-base font-medium tracking-wide uppercase sm:text-lg">{sample.title}</p>
                  <p className="text-sm text-mist-200">{athleteName(sample.athlete)}</p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-mist-300">
                    <span>{sample.service === 'Quick Opinion' ? 'Quick Opinion, from photos' : sample.service}</span>
                    {letter ? (
                      <Link
                        to={`/certificate-verification?cert=${encodeURIComponent(letter.certificateNumber)}`}
                        className="font-mono tracking-wider break-all text-gold-200 underline decoration-gold-500/50 underline-offset-4 hover:decoration-gold-200"
                        aria-label={`Verify certificate ${letter.certificateNumber}, held by ${letter.holderLastName}`}
                      >
                        {letter.certificateNumber}
                      </Link>
                    ) : null}
                  </div>
                  {letter ? <p className="text-xs text-mist-300">Holder: {letter.holderLastName}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
