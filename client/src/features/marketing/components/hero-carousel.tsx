import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { CAROUSEL_INTERVAL_MS, SLIDES } from '../content/slides';
import { useCarousel } from '../hooks/use-carousel';
import { DisplayCase } from './display-case';

// Without a size: the arrows are size-11, the pause button size-9.
const control =
  'inline-flex items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:border-gold-300 hover:text-gold-200';
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The home page's hero: five slides that advance every 6 seconds and wrap both ways, with arrows,
 * dots, a pause button and swipe. It waits while hovered or focused and stays still for visitors
 * who prefer reduced motion (WAI-ARIA carousel pattern). Every slide is in the HTML; only the
 * current one is visible and reachable, so the block never changes height.
 */
export function HeroCarousel() {
  const carousel = useCarousel(SLIDES.length, CAROUSEL_INTERVAL_MS);
  const current = SLIDES[carousel.index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="surface-dark relative touch-pan-y overflow-hidden bg-ink-900 text-white"
      {...carousel.rootProps}
    >
      <div aria-hidden="true" className="hero-backdrop pointer-events-none absolute inset-0" />
      <div className="relative mx-auto max-w-7xl px-4 pt-6 pb-6 sm:px-6 sm:pt-12 sm:pb-8 lg:px-8 lg:pt-14 lg:pb-12">
        <h1 className="flex items-center gap-3 text-[0.7rem] font-semibold tracking-[0.2em] text-gold-300 uppercase sm:text-xs sm:tracking-[0.28em]">
          <span className="foil h-px w-10" aria-hidden="true" />
          Signed sports memorabilia authentication
        </h1>
        <div className="mt-4 grid sm:mt-5" aria-live={carousel.rotating ? 'off' : 'polite'}>
          {SLIDES.map((slide, i) => {
            const active = i === carousel.index;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${SLIDES.length}`}
                data-state={active ? 'active' : 'inactive'}
                inert={!active}
                className={`col-start-1 row-start-1 grid items-center gap-4 transition-[opacity,visibility] duration-700 lg:grid-cols-[1fr_1.05fr] lg:gap-10 ${
                  active ? 'visible opacity-100' : 'invisible opacity-0'
                }`}
              >
                <div className={`transition-transform duration-700 ${active ? 'translate-y-0' : 'translate-y-3'}`}>
                  <h2 className="font-display text-[2.35rem] leading-[1.02] font-semibold tracking-wide text-balance uppercase sm:text-6xl lg:text-[4.25rem]">
                    {slide.title}
                  </h2>
                  <p className="mt-4 max-w-xl text-base leading-relaxed text-mist-200 sm:mt-5 sm:text-lg">{slide.subtitle}</p>
                  <Link to={slide.buttonLink} className={`${buttonVariants({ variant: 'gold', size: 'lg' })} mt-6 sm:mt-7`}>
                    {slide.buttonText} <ArrowRight aria-hidden="true" />
                  </Link>
                </div>
                <DisplayCase
                  src={carousel.shown.has(i) ? slide.image : undefined}
                  alt={slide.imageAlt}
                  tag={slide.tag}
                  width={640}
                  height={520}
                  priority={i === 0}
                  className={`transition-transform duration-700 ${active ? 'scale-100' : 'scale-[0.97]'}`}
                />
              </div>
            );
          })}
        </div>

        <div className="mt-2 flex items-center gap-x-3 sm:mt-6 sm:gap-x-5 lg:mt-2">
          <div className="flex items-center gap-2">
            <button type="button" className={`${control} size-11`} onClick={carousel.previous} aria-label="Previous slide">
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button type="button" className={`${control} size-11`} onClick={carousel.next} aria-label="Next slide">
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="flex items-center gap-1" role="group" aria-label="Choose a slide">
            {SLIDES.map((slide, i) => {
              const active = i === carousel.index;
              return (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => carousel.goTo(i)}
                  aria-label={`Slide ${i + 1}: ${slide.title}`}
                  aria-current={active ? 'true' : undefined}
                  className="group flex h-11 items-center px-1"
                >
                  <span className={`relative h-1 overflow-hidden rounded-full bg-white/25 transition-[width] duration-500 ${active ? 'w-10' : 'w-5 group-hover:bg-white/50'}`}>
                    {active ? (
                      <span
                        key={`${carousel.index}-${carousel.run}`}
                        className={`foil absolute inset-0 origin-left ${carousel.rotating ? 'animate-carousel-progress' : ''}`}
                      />
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            className={`${control} size-9`}
            onClick={carousel.toggleStopped}
            aria-label={carousel.stopped ? 'Start the slideshow' : 'Pause the slideshow'}
          >
            {carousel.stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          </button>
          <p className="ml-auto hidden font-display text-sm tracking-[0.2em] text-mist-300 min-[400px]:block" aria-hidden="true">
            <span className="text-white">{pad(carousel.index + 1)}</span> / {pad(SLIDES.length)}
            <span className="ml-3 hidden tracking-[0.12em] text-mist-300 uppercase sm:inline">{current?.tag}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
