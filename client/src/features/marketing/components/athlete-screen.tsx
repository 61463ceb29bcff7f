import { ArrowRight, Camera, FileBadge } from 'lucide-react';
import { Link } from 'react-router';
import type { AthleteSlug } from '@shared/constants';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { ATHLETE_DETAILS, ATHLETE_STEPS } from '../content/athlete-details';
import { ATHLETE_PROFILES } from '../content/athletes';
import { AthleteCrest } from './athlete-crest';
import { DisplayCase } from './display-case';
import { FaqList } from './faq-list';
import { SectionHeading } from './section-heading';
import { Steps } from './steps';
import { Team } from './team';
import { Testimonials } from './testimonials';

/** The two ways to start, on every athlete page. */
function ServiceButtons({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/quick-opinion" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
        <Camera aria-hidden="true" /> Get a Quick Opinion
      </Link>
      <Link to="/full-loa" className={buttonVariants({ variant: tone === 'dark' ? 'outline-dark' : 'primary', size: 'lg' })}>
        <FileBadge aria-hidden="true" /> Request Full Authentication
      </Link>
    </div>
  );
}

/** An athlete's page (docs/product.md, Pages): intro, process, both services, team, FAQ, testimonials. */
export function AthleteScreen({ slug }: { slug: AthleteSlug }) {
  const athlete = ATHLETE_PROFILES[slug];
  const details = ATHLETE_DETAILS[slug];
  return (
    <>
      <PageHero
        eyebrow={`${athlete.sport} authentication`}
        title={`${athlete.name} Autograph Authentication`}
        lead={athlete.tagline}
        aside={
          <AthleteCrest
            number={athlete.number}
            sport={athlete.sport}
            colors={athlete.colors}
            className="w-24 drop-shadow-[0_12px_24px_rgba(0,0,0,0.5)] sm:w-32 lg:mx-auto lg:w-72 lg:drop-shadow-[0_20px_40px_rgba(0,0,0,0.5)]"
          />
        }
        asideOnPhones
      >
        <div className="mt-8">
          <ServiceButtons tone="dark" />
        </div>
      </PageHero>

      <section aria-labelledby="intro-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div className="grid gap-6">
            <SectionHeading id="intro-heading" eyebrow={`#${athlete.number} · ${athlete.sport}`} title={`Authenticating ${athlete.name}`} />
            {athlete.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-3xl bg-[radial-gradient(circle_at_50%_30%,#27365c,#0b1222_72%)] p-6">
            <DisplayCase src={athlete.heroImage} alt={athlete.heroAlt} width={400} height={400} tag={`Authenticated · #${athlete.number}`} />
          </div>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="bg-paper-100">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="process-heading" eyebrow="How it works" title="Three steps to a verdict" align="center" className="mx-auto" />
          <Steps steps={ATHLETE_STEPS} />
          <div className="flex justify-center">
            <ServiceButtons tone="light" />
          </div>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="surface-dark bg-ink-900">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="team-heading" tone="dark" eyebrow="Meet the Team" title={`The specialists behind every ${athlete.name.split(' ')[1]} letter`} />
          <Team team={details.team} />
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="bg-paper-50">
        <div className="mx-auto grid max-w-4xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions collectors ask" align="center" className="mx-auto" />
          <FaqList faqs={details.faqs} />
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="border-t border-ink-900/10 bg-paper-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="From collectors we have served" />
          <Testimonials testimonials={details.testimonials} />
          <Link to="/athletes" className={cn('inline-flex items-center gap-2 self-start font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4')}>
            See all the athletes we authenticate <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
