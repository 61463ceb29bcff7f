import { Download, Fingerprint, ShieldCheck, Stamp } from 'lucide-react';
import { FULL_LOA_MAIL_IN_FORM } from '@shared/constants';

const FEATURES = [
  { icon: ShieldCheck, title: 'In-Hand Examination', text: 'Your item is examined in person by our authenticators, with magnification and era-matched exemplars.' },
  { icon: Stamp, title: 'Letter & Hologram', text: 'A passing item receives a signed Letter of Authenticity and a tamper-evident hologram.' },
  { icon: Fingerprint, title: 'Verifiable Record', text: 'Every letter carries a unique verification number, recorded in our certificate database.' },
] as const;


/** What a Full LOA is, in three cards, and the paper form for those who prefer mail. */
export function FullLoaIntro() {
  return (
    <section aria-labelledby="loa-intro" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="loa-intro" className="max-w-3xl font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase sm:text-4xl">
          The complete authentication
        </h2>
        <p className="mt-4 max-w-3xl text-slate-700">
          Mail your item to one of our two facilities. We examine it in hand, and a passing item comes back with its letter, hologram and
          a record anyone can verify. You pay by invoice once the work is done.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-xl border border-ink-900/10 bg-paper-50 p-6">
              <f.icon className="size-8 text-gold-600" aria-hidden="true" />
              <h3 className="mt-4 font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">{f.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{f.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-4 rounded-xl border border-gold-400/40 bg-gold-100/50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold text-ink-900">Prefer a paper form?</h3>
            <p className="text-sm text-slate-700">Download the fillable mail-in form, complete it, and put it in the package with your items.</p>
          </div>
          <a
            href={FULL_LOA_MAIL_IN_FORM.href}
            download
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-ink-900 px-5 text-sm font-semibold text-white hover:bg-ink-800"
          >
            <Download className="size-4" aria-hidden="true" /> Download the Mail-In PDF Form
          </a>
        </div>
      </div>
    </section>
  );
}
