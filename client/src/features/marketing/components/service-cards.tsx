import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd, formatUsdShort, FULL_LOA_FROM_CENTS, QUICK_OPINION_PRICE_CENTS } from '@shared/pricing';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { buttonVariants } from '@/components/ui/button-variants';
import { ART } from '../art';

const SERVICES = [
  {
    to: '/quick-opinion',
    name: 'Quick Opinion',
    price: formatUsd(QUICK_OPINION_PRICE_CENTS),
    unit: 'per item',
    summary: `Authentication ${QUICK_OPINION_TURNAROUND} from photos only.`,
    points: ['Upload clear photos of the signature and the item', `An expert verdict by e-mail ${QUICK_OPINION_TURNAROUND}`, `Passed items: the ${formatUsdShort(QUICK_OPINION_PRICE_CENTS)} is credited toward a Full LOA within 30 days`],
    cta: 'Get a Quick Opinion',
    image: ART.phone,
    imageAlt: 'A phone showing a signed jersey and a green check mark',
  },
  {
    to: '/full-loa',
    name: 'Full LOA Service',
    price: `${formatUsd(FULL_LOA_FROM_CENTS)}+`,
    unit: 'per item',
    summary: 'In-hand examination and a Letter of Authenticity for every item that passes.',
    points: ['Ship the item to one of our two facilities', 'A letter, a tamper-evident hologram and a unique certificate number', 'Recorded in our certificate database for any future buyer'],
    cta: 'Request Full Authentication',
    image: ART.letter,
    imageAlt: 'A G.O.A.T. letter of authenticity with a gold seal and hologram',
  },
] as const;

/** The two services side by side (home and /services): what each gives, what it costs, where to start. */
export function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {SERVICES.map((service, i) => (
        <li key={service.to} className="relative flex flex-col overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-card">
          <div className="flex items-center gap-4 bg-ink-900 px-6 pt-6 sm:px-8">
            <div className="grid flex-1 gap-1 self-center pb-6">
              <p className="text-xs font-semibold tracking-[0.24em] text-gold-300 uppercase">Service 0{i + 1}</p>
              <Heading className="font-display text-2xl font-semibold tracking-wide text-white uppercase sm:text-3xl">{service.name}</Heading>
              <p className="mt-1 text-mist-200">
                <span className="font-display text-3xl font-semibold text-gold-300">{service.price}</span> <span className="text-sm">{service.unit}</span>
              </p>
            </div>
            <img src={service.image} alt={service.imageAlt} width={400} height={400} loading="lazy" decoding="async" className="-mb-2 size-32 self-end object-contain sm:size-40" />
          </div>
          <div className="flex flex-1 flex-col gap-5 p-6 sm:p-8">
            <p className="text-lg font-medium text-ink-900">{service.summary}</p>
            <ul className="grid gap-3">
              {service.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <Check className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <Link to={service.to} className={`${buttonVariants({ variant: i === 0 ? 'gold' : 'primary', size: 'lg' })} mt-auto self-start`}>
              {service.cta} <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
