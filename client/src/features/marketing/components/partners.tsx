import { SectionHeading } from './section-heading';

interface Partner {
  name: string;
  role: string;
  /** Two letters in the partner's seal. */
  mark: string;
  /** Each wordmark has its own letterform, as real partner logos would. */
  style: string;
  /** The seal's shape: round, square or diamond. */
  seal: 'round' | 'square' | 'diamond';
}

const PARTNERS: readonly Partner[] = [
  { name: 'DGA', role: 'Grading & encapsulation', mark: 'DG', seal: 'diamond', style: 'font-display text-2xl font-bold tracking-[0.3em] sm:text-3xl' },
  { name: 'Vaultline', role: 'Insured storage & transport', mark: 'V', seal: 'square', style: 'font-sans text-lg font-extrabold tracking-tight sm:text-xl' },
  { name: 'Summit', role: 'Sports auction house', mark: 'S', seal: 'round', style: 'font-serif text-xl font-semibold italic sm:text-2xl' },
  { name: 'Keystone', role: 'Museum framing', mark: 'K', seal: 'square', style: 'font-display text-xl font-medium tracking-[0.16em] uppercase sm:text-2xl' },
  { name: 'Northbridge', role: 'Collectibles insurance', mark: 'NB', seal: 'round', style: 'font-sans text-sm font-semibold tracking-[0.1em] uppercase sm:text-lg' },
  { name: 'Heartland', role: 'Card & memorabilia show', mark: 'H', seal: 'diamond', style: 'font-sans text-lg font-black tracking-tight uppercase italic sm:text-xl' },
];

const SEALS = {
  round: 'rounded-full',
  square: 'rounded-md',
  diamond: 'rotate-45 rounded-sm',
} as const;

/** The six partners, as a wall of monochrome wordmarks, each with its small seal. */
export function Partners() {
  return (
    <section aria-labelledby="partners-heading" className="bg-paper-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="partners-heading" eyebrow="Trusted by" title="Our partners" align="center" lead="The auction houses, graders, insurers and shows that rely on a G.O.A.T. letter." className="mx-auto" />
        <ul className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-ink-900/10 bg-ink-900/10 md:grid-cols-3">
          {PARTNERS.map((partner) => (
            <li key={partner.name} className="flex flex-col items-center justify-center gap-2 bg-white px-4 py-8 text-center text-ink-800 sm:py-10">
              <span className="flex flex-col items-center gap-2.5 sm:flex-row sm:gap-3">
                <span aria-hidden="true" className={`flex size-8 items-center justify-center border-[1.5px] border-gold-500 ${SEALS[partner.seal]}`}>
                  <span className={`font-display text-[0.7rem] font-semibold text-gold-600 ${partner.seal === 'diamond' ? '-rotate-45' : ''}`}>{partner.mark}</span>
                </span>
                <span className={partner.style}>{partner.name}</span>
              </span>
              <span className="text-[0.7rem] font-medium tracking-[0.12em] text-slate-600 uppercase sm:text-xs">{partner.role}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
