import { FileText, PackageCheck, SearchCheck, Truck } from 'lucide-react';
import { INVOICE_TIMING, RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { FULL_LOA_TURNAROUND } from '@shared/turnaround';

const STEPS = [
  { icon: FileText, title: 'Submission', text: 'Submit the form below with a photo of each item, or fill in the mail-in PDF form.' },
  { icon: Truck, title: 'Shipping', text: 'Pack your items securely with your order number and ship them, insured and tracked, to one of our facilities.' },
  { icon: SearchCheck, title: 'Expert Review', text: `We examine each item in hand within ${FULL_LOA_TURNAROUND}.` },
  { icon: PackageCheck, title: 'Return Shipping', text: `${INVOICE_TIMING} ${RETURN_AFTER_PAYMENT}` },
] as const;

export function FullLoaProcess() {
  return (
    <section aria-labelledby="loa-process" className="surface-dark bg-ink-900 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="loa-process" className="font-display text-3xl font-semibold tracking-wide uppercase sm:text-4xl">
          How the Full LOA works
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-white/10 bg-white/5 p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-full bg-gold-400 font-display font-semibold text-ink-950">{i + 1}</span>
                <step.icon className="size-6 text-gold-300" aria-hidden="true" />
              </div>
              <h3 className="mt-4 font-display text-xl font-semibold tracking-wide uppercase">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-mist-200">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
