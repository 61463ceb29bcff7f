import { MapPin } from 'lucide-react';
import { FACILITIES } from '@shared/constants';
import { PACKING_INSTRUCTIONS } from '@shared/loa-options';
import { FULL_LOA_TURNAROUND } from '@shared/turnaround';

/** Where to send the package, and how to pack it. */
export function ShippingFacilities() {
  return (
    <section aria-labelledby="loa-shipping" className="bg-paper-50 py-14 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="loa-shipping" className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
            Shipping facilities
          </h2>
          <p className="mt-3 text-slate-700">Send your package to the facility nearest you. Both examine to the same standard.</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {FACILITIES.map((f) => (
              <li key={f.key} className="rounded-xl border border-ink-900/10 bg-white p-5 shadow-xs">
                <h3 className="flex items-center gap-2 font-semibold text-ink-900">
                  <MapPin className="size-4 text-gold-600" aria-hidden="true" /> {f.name}
                </h3>
                <address className="mt-2 text-sm leading-relaxed text-slate-700 not-italic">
                  {f.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <p className="mt-3 text-xs font-semibold text-gold-600">{f.recommendedFor}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Shipping instructions</h3>
          <ol className="mt-4 grid list-decimal gap-3 pl-5 text-sm leading-relaxed text-slate-700">
            {PACKING_INSTRUCTIONS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-700">Processing takes {FULL_LOA_TURNAROUND}.</p>
        </div>
      </div>
    </section>
  );
}
