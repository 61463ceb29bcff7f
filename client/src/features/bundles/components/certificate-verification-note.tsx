import { ArrowRight, Fingerprint } from 'lucide-react';
import { Link } from 'react-router';

/** A letter already in hand can be checked on the verification page directly. */
export function CertificateVerificationNote() {
  return (
    <section aria-labelledby="bundles-verify" className="surface-dark bg-ink-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-5 px-4 py-12 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <span className="grid size-12 shrink-0 place-items-center rounded-full border border-gold-400/60 text-gold-300">
          <Fingerprint className="size-6" aria-hidden="true" />
        </span>
        <div className="grid flex-1 gap-1">
          <h2 id="bundles-verify" className="font-display text-xl font-semibold tracking-wide uppercase">
            Already have a letter?
          </h2>
          <p className="text-sm text-mist-200">Check its verification number against our certificate database.</p>
        </div>
        <Link
          to="/certificate-verification"
          className="inline-flex items-center gap-2 rounded-md border border-white/25 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:border-gold-300 hover:text-gold-200"
        >
          Direct certificate verification <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
