import { ScanSearch } from 'lucide-react';
import { Link } from 'react-router';

/** The note under the home page: certificates can be checked on the verification page. */
export function VerifyNote() {
  return (
    <section aria-label="Certificate verification" className="surface-dark border-t border-white/10 bg-ink-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-8 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <ScanSearch className="size-8 shrink-0 text-gold-300" aria-hidden="true" strokeWidth={1.5} />
        <p className="flex-1 text-mist-200">
          <span className="font-semibold text-white">Holding a G.O.A.T. letter?</span> Every certificate number can be checked on our
          direct verification page, no account needed.
        </p>
        <Link
          to="/certificate-verification"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-gold-200 underline decoration-gold-400/60 underline-offset-4 hover:text-gold-100"
        >
          Verify a certificate <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
