import { AlertCircle, Clock, QrCode, ScanSearch } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CERTIFICATE_MESSAGES, type CertificateLookup } from '@shared/schemas/certificate';
import { BRAND } from '@shared/constants';
import { Seal } from '@/components/brand/seal';
import { PageHero } from '@/components/layout/page-hero';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useSearchParamAfterHydration } from '@/hooks/use-search-after-hydration';
import { ApiError } from '@/lib/api-client';
import { useVerifyCertificate } from '../api/verify-certificate';
import { CERT_PORTAL_URL } from '../lib/portal';
import { CertificateLookupForm } from './certificate-lookup-form';
import { CertificatePortalFrame } from './certificate-portal-frame';
import { CertificateResult } from './certificate-result';

function Notice({ tone, icon: Icon, title, children }: { tone: 'error' | 'wait'; icon: typeof AlertCircle; title: string; children: string }) {
  return (
    <div
      className={
        tone === 'error'
          ? 'flex items-start gap-3 rounded-xl border border-status-rejected/25 bg-red-50 p-5 text-status-rejected sm:p-6'
          : 'flex items-start gap-3 rounded-xl border border-gold-500/40 bg-gold-100/70 p-5 text-gold-900 sm:p-6'
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-semibold tracking-wide uppercase">{title}</h2>
        <p className="text-sm font-medium">{children}</p>
      </div>
    </div>
  );
}

function HowItWorks() {
  const steps = [
    { icon: QrCode, title: 'Find the number', text: 'It is printed on your Letter of Authenticity and on its hologram, in the form GC-XXXXX-XXXXX. Scanning the QR code fills it in.' },
    { icon: ScanSearch, title: 'Add the last name', text: 'The last name of the person the letter was issued to. Accents, capitals and spaces do not matter.' },
  ];
  return (
    <div className="grid gap-6 rounded-xl border border-ink-900/10 bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center gap-4">
        <Seal className="w-16 shrink-0" />
        <p className="text-sm leading-relaxed text-slate-600">
          Every letter {BRAND.shortName} issues is on record. A match shows the item&apos;s photo from our files, so you can be sure the letter belongs to the item in front of
          you.
        </p>
      </div>
      <ol className="grid gap-5">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-gold-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-display text-base font-semibold tracking-wide text-ink-900 uppercase">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </p>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The answer to a lookup, or how verification works before one is sent. */
export function ResultArea({ lookup }: { lookup: CertificateLookup | null }) {
  const query = useVerifyCertificate(lookup);
  if (!lookup) return <HowItWorks />;
  if (query.isPending) {
    return (
      <div className="grid gap-4 rounded-xl border border-ink-900/10 bg-white p-6 shadow-card" aria-busy="true">
        <span className="sr-only">Checking the certificate…</span>
        <Skeleton className="h-8 w-1/2" />
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
          <Skeleton className="aspect-square w-full" />
          <SkeletonLines className="content-start" lines={['h-5 w-3/4', 'h-5 w-1/2', 'h-5 w-2/3']} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    if (error?.status === 404) {
      return (
        <Notice tone="error" icon={AlertCircle} title="No Match Found">
          {CERTIFICATE_MESSAGES.notFound}
        </Notice>
      );
    }
    if (error?.status === 429) {
      return (
        <Notice tone="wait" icon={Clock} title="Please Wait">
          {error.message || CERTIFICATE_MESSAGES.tooMany}
        </Notice>
      );
    }
    return (
      <Notice tone="error" icon={AlertCircle} title="Lookup Failed">
        {error?.message || 'The certificate could not be checked. Please try again.'}
      </Notice>
    );
  }
  return <CertificateResult certificate={query.data} />;
}

/** /certificate-verification: the lookup form, its answer and, when configured, the external portal. */
export function CertificateVerificationScreen() {
  // ?cert= (a certificate's QR code) is applied once hydrated: the page is prerendered without it.
  const prefilled = useSearchParamAfterHydration('cert')?.trim().slice(0, 64) || null;
  const [lookup, setLookup] = useState<CertificateLookup | null>(null);
  const query = useVerifyCertificate(lookup);
  const resultRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const settled = lookup !== null && !query.isFetching;

  // On a phone the answer lands below the form: bring it into view once it is there.
  useEffect(() => {
    const el = resultRef.current;
    if (!settled || !el || el.getBoundingClientRect().top < window.innerHeight - 120) return;
    el.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [settled, lookup, reducedMotion]);

  return (
    <>
      <PageHero
        eyebrow="Verify"
        title="Certificate Verification"
        lead="Check a G.O.A.T. Letter of Authenticity: enter its certificate number and the holder's last name to see the certified item, its photo and whether the letter still stands."
      />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_1fr] lg:gap-10">
          <div className="rounded-xl border border-ink-900/10 bg-white p-6 shadow-card sm:p-8">
            <h2 className="mb-1 font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Look Up a Certificate</h2>
            <CertificateLookupForm prefilledNumber={prefilled} pending={query.isFetching} onLookup={setLookup} />
          </div>
          <div ref={resultRef} aria-live="polite" className="scroll-mt-24">
            <ResultArea lookup={lookup} />
          </div>
        </div>
        {CERT_PORTAL_URL ? (
          <div className="mt-14 grid gap-6 border-t border-ink-900/10 pt-10">
            <div className="grid gap-2">
              <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Verification Portal</h2>
              <p className="max-w-2xl text-sm text-slate-600">Certificates can also be checked in the verification portal below.</p>
            </div>
            <CertificatePortalFrame src={CERT_PORTAL_URL} />
          </div>
        ) : null}
      </section>
    </>
  );
}
