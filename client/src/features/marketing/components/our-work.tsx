import { BadgeCheck } from 'lucide-react';
import { WORK_ITEMS } from '../content/home';
import { SectionHeading } from './section-heading';

/** 'Our Work': six sample items that passed, each with its certificate number. */
export function OurWork() {
  return (
    <section aria-labelledby="work-heading" className="surface-dark relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden="true" className="guilloche pointer-events-none absolute -top-48 -left-48 size-[36rem] opacity-[0.06]" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="work-heading"
          tone="dark"
          eyebrow="Our work"
          title="Recently authenticated"
          lead="A few of the pieces that passed through our hands, each now carrying a hologram and a number anyone can check."
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {WORK_ITEMS.map((item) => (
            <li key={item.certificate} className="group overflow-hidden rounded-xl border border-white/10 bg-ink-800">
              <div className="relative aspect-square bg-[radial-gradient(circle_at_50%_30%,#27365c,#0b1222_72%)]">
                <img
                  src={item.image}
                  alt={item.imageAlt}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain p-3 transition-transform duration-500 group-hover:scale-[1.04] sm:p-6"
                />
                <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink-950/80 px-2.5 py-1 text-[0.7rem] font-semibold tracking-wide text-emerald-300">
                  <BadgeCheck className="size-3.5" aria-hidden="true" /> Authentic
                </span>
              </div>
              <div className="grid gap-1 border-t border-white/10 p-4 sm:p-5">
                <p className="font-display text-base font-medium tracking-wide uppercase sm:text-lg">{item.title}</p>
                <p className="text-sm text-mist-200">{item.athlete}</p>
                <p className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-mist-300">
                  <span>{item.service}</span>
                  <span className="font-mono tracking-wider text-gold-200">{item.certificate}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
