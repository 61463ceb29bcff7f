import { Camera, FileCheck2, SearchCheck } from 'lucide-react';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { QUICK_OPINION_PRICE } from '@/lib/price-copy';

const STEPS = [
  { icon: Camera, title: 'Submission', text: `Fill in the form, add clear photos of each item and its signature, and pay ${QUICK_OPINION_PRICE} per item by card.` },
  { icon: SearchCheck, title: 'Expert Review', text: 'Our authenticators compare the signature with verified exemplars from the same era.' },
  { icon: FileCheck2, title: 'Receive Results', text: `You receive our opinion by e-mail ${QUICK_OPINION_TURNAROUND}.` },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="qo-how" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="qo-how" className="text-center font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-xl border border-ink-900/10 bg-paper-50 p-6">
              {/* A watermark, not text: drawn by CSS so it is neither read out nor held to text contrast. */}
              <span
                data-n={`0${i + 1}`}
                className="absolute top-5 right-5 font-display text-4xl font-semibold text-ink-900/10 before:content-[attr(data-n)]"
                aria-hidden="true"
              />
              <step.icon className="size-8 text-gold-600" aria-hidden="true" />
              <h3 className="mt-4 font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
