import { Star } from 'lucide-react';
import type { Testimonial } from '../content/athlete-details';

/** Three words from collectors, set like pull quotes. */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col gap-5 rounded-2xl border border-ink-900/10 bg-white p-7 shadow-card">
            <p className="flex gap-1 text-gold-500" role="img" aria-label="Rated five stars">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} className="size-4 fill-current" aria-hidden="true" />
              ))}
            </p>
            <blockquote className="flex-1 font-serif text-xl leading-snug text-ink-900 italic">“{t.quote}”</blockquote>
            <figcaption className="border-t border-ink-900/10 pt-4 text-sm">
              <span className="block font-semibold text-ink-900">{t.name}</span>
              <span className="text-slate-600">
                {t.place} · {t.item}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
