import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Deferred } from '@/components/layout/deferred';
import { AboutSection } from './about-section';
import { HeroCarousel } from './hero-carousel';
import { InstagramHighlights } from './instagram-highlights';
import { OurWork } from './our-work';
import { Partners } from './partners';
import { SectionHeading } from './section-heading';
import { ServiceCards } from './service-cards';
import { VerifyNote } from './verify-note';

/** The home page, in the order docs/product.md (Pages) gives: hero, Instagram, our work, services, about, partners, verification. */
export function HomeScreen() {
  return (
    <>
      <HeroCarousel />
      <Deferred>
        <InstagramHighlights />
      </Deferred>
      <Deferred>
        <OurWork />
      </Deferred>
      <Deferred>
        <section aria-labelledby="services-heading" className="bg-paper-100">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeading id="services-heading" eyebrow="Our services" title="Two ways to know for sure" lead="Start with photos for a fast opinion, or send the item for a full examination and a letter." />
            <Link to="/bundles" className="inline-flex items-center gap-2 font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900">
              Several athletes? Bundle &amp; save up to 10% <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <div className="mt-10">
            <ServiceCards />
          </div>
        </div>
      </section>
      </Deferred>
      <Deferred>
        <AboutSection />
      </Deferred>
      <Deferred>
        <Partners />
        <VerifyNote />
      </Deferred>
    </>
  );
}
