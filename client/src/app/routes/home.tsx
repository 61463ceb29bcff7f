import { ArrowRight, Camera, FileBadge, Fingerprint, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '@shared/constants';
import { Seal } from '@/components/brand/seal';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

const PROOF = [
  { icon: Camera, text: 'Quick Opinion from photos in one business day' },
  { icon: Fingerprint, text: 'Unique certificate number on every letter' },
  { icon: ShieldCheck, text: '40 years of combined collecting experience' },
] as const;

const SERVICES = [
  {
    to: '/quick-opinion',
    icon: Camera,
    name: 'Quick Opinion',
    price: '$10 per item',
    text: 'Send clear photos of the signature and the item. Our authenticators reply within one business day.',
  },
  {
    to: '/full-loa',
    icon: FileBadge,
    name: 'Full Letter of Authenticity',
    price: 'From $70 per item',
    text: 'Ship the item for an in-hand examination. A passing item receives a letter, a hologram and a verifiable number.',
  },
] as const;

/** Home: hero, the two services and the About section the header links to (/#about). */
export function HomePage() {
  useDocumentTitle('Signed Sports Memorabilia Authentication');
  return (
    <>
      <section className="surface-dark relative overflow-hidden bg-ink-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_75%_30%,rgba(207,171,87,0.18),transparent_50%),radial-gradient(ellipse_at_0%_100%,rgba(42,54,88,0.8),transparent_55%)]"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_0.8fr] lg:px-8 lg:py-28">
          <div>
            <p className="mb-5 flex items-center gap-3 text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">
              <span className="foil h-px w-10" aria-hidden="true" /> Signed sports memorabilia
            </p>
            <h1 className="font-display text-5xl leading-[1.02] font-semibold tracking-wide uppercase sm:text-6xl lg:text-7xl">
              Authentication worthy of the <span className="foil bg-clip-text text-transparent">greatest</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist-200">
              Jerseys, balls, pucks, cards and photos signed by Michael Jordan, Tom Brady and Wayne Gretzky, examined by
              collectors who have handled them for decades.
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Button asChild variant="gold" size="lg">
                <Link to="/quick-opinion">
                  Get a Quick Opinion <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline-dark" size="lg">
                <Link to="/full-loa">Full Letter of Authenticity</Link>
              </Button>
            </div>
            <ul className="mt-12 grid gap-4 border-t border-white/10 pt-8 sm:grid-cols-3">
              {PROOF.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-sm text-mist-200">
                  <Icon className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <Seal className="mx-auto w-64 sm:w-80 lg:w-full lg:max-w-md" />
        </div>
      </section>

      <section className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="services-heading">
        <h2 id="services-heading" className="font-display text-3xl font-semibold tracking-wide uppercase sm:text-4xl">
          Our Services
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {SERVICES.map(({ to, icon: Icon, name, price, text }) => (
            <Link
              key={to}
              to={to}
              className="group relative flex flex-col gap-4 rounded-xl border border-ink-900/10 bg-white p-8 shadow-card transition-shadow hover:shadow-lg"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-gold-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-display text-2xl font-semibold tracking-wide uppercase">{name}</span>
              <span className="text-sm font-semibold text-gold-600">{price}</span>
              <span className="text-slate-600">{text}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-ink-900">
                Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section id="about" className="border-t border-ink-900/10 bg-white" aria-labelledby="about-heading">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.28em] text-gold-600 uppercase">About {BRAND.shortName}</p>
            <h2 id="about-heading" className="mt-3 font-display text-3xl font-semibold tracking-wide uppercase sm:text-4xl">
              Founded by collectors
            </h2>
          </div>
          <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
            <p>
              {BRAND.name} was started by collectors with 40 years of combined experience buying, studying and
              authenticating signed memorabilia.
            </p>
            <p>Every verdict is recorded with a unique number, so the next owner can check it for themselves.</p>
          </div>
        </div>
      </section>
    </>
  );
}
