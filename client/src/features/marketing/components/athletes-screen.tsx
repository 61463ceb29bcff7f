import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { ATHLETE_ORDER, ATHLETE_PROFILES, type AthleteProfile } from '../content/athletes';
import { AthleteCrest } from './athlete-crest';

function AthleteBlock({ athlete, index }: { athlete: AthleteProfile; index: number }) {
  const headingId = `${athlete.slug}-heading`;
  return (
    <section id={athlete.slug} aria-labelledby={headingId} className={index % 2 ? 'bg-paper-100' : 'bg-paper-50'}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="surface-dark relative grid items-center gap-8 overflow-hidden rounded-3xl bg-ink-900 p-6 text-white sm:p-10 md:grid-cols-[auto_1fr]">
          <div aria-hidden="true" className="hero-backdrop pointer-events-none absolute inset-0" />
          <AthleteCrest number={athlete.number} sport={athlete.sport} colors={athlete.colors} className="relative w-32 sm:w-44" />
          <div className="relative grid gap-4">
            <p className="text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">
              {athlete.sport} · #{athlete.number}
            </p>
            <h2 id={headingId} className="font-display text-3xl font-semibold tracking-wide uppercase sm:text-5xl">
              {athlete.name}
            </h2>
            <p className="max-w-2xl text-lg leading-relaxed text-mist-200">{athlete.tagline}</p>
            <div className="mt-2 flex flex-wrap gap-3">
              <Link to="/services" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
                Browse Authenticated Items <ArrowRight aria-hidden="true" />
              </Link>
              <Link to={`/${athlete.slug}`} className={buttonVariants({ variant: 'outline-dark', size: 'lg' })}>
                About our {athlete.name.split(' ')[1]} specialists
              </Link>
            </div>
          </div>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {athlete.products.map((product) => (
            <li key={product.title} className="flex flex-col overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-card">
              <div className="aspect-[4/3] bg-[radial-gradient(circle_at_50%_30%,#27365c,#0b1222_72%)]">
                <img src={product.image} alt={product.imageAlt} width={400} height={400} loading="lazy" decoding="async" className="size-full object-contain p-4" />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="font-display text-xl font-semibold tracking-wide uppercase">{product.title}</h3>
                <p className="flex-1 text-slate-600">{product.text}</p>
                <Link to="/services" className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
                  Submit for Authentication <ArrowRight aria-hidden="true" />
                  <span className="sr-only">: {athlete.name} {product.title.toLowerCase()}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The athletes page (docs/product.md, Pages): an intro, then per athlete a hero and three product cards. */
export function AthletesScreen() {
  return (
    <>
      <PageHero
        eyebrow="Who we authenticate"
        title="Athletes"
        lead="We focus on three signatures and know them in depth: every era, every pen, every surface. Choose an athlete to see what we authenticate."
        aside={
          // Phones get the same group of three at half size, above the title.
          <div className="relative h-32 w-40 sm:h-40 sm:w-52 lg:mx-auto lg:h-64 lg:w-80">
            {ATHLETE_ORDER.map((slug, i) => {
              const a = ATHLETE_PROFILES[slug];
              const place = [
                'left-0 top-5 w-[4.5rem] sm:top-6 sm:w-24 lg:top-10 lg:w-36',
                'left-1/2 top-0 z-10 w-[5.5rem] -translate-x-1/2 sm:w-28 lg:w-44',
                'right-0 top-5 w-[4.5rem] sm:top-6 sm:w-24 lg:top-10 lg:w-36',
              ][i];
              return <AthleteCrest key={slug} number={a.number} sport={a.sport} colors={a.colors} className={cn('absolute drop-shadow-[0_16px_32px_rgba(0,0,0,0.55)]', place)} />;
            })}
          </div>
        }
        asideOnPhones
      >
        <nav aria-label="Athletes on this page" className="mt-8 flex flex-wrap gap-3">
          {ATHLETE_ORDER.map((slug) => (
            <Link key={slug} to={{ hash: slug }} className={buttonVariants({ variant: 'outline-dark' })}>
              {ATHLETE_PROFILES[slug].name}
            </Link>
          ))}
        </nav>
      </PageHero>
      {ATHLETE_ORDER.map((slug, i) => (
        <AthleteBlock key={slug} athlete={ATHLETE_PROFILES[slug]} index={i} />
      ))}
    </>
  );
}
