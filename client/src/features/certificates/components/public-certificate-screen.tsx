import { AlertTriangle, Code, Info, Lock, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { isValidCertificateNumber } from '@shared/certificate-number';
import { BRAND } from '@shared/constants';
import { itemTypeLabel } from '@shared/loa-options';
import { DEMONSTRATION_NOTICE, VERIFICATION_STATUS_LABELS, type CertificateLookup, type PublicCertificate } from '@shared/schemas/certificate';
import { PageHero } from '@/components/layout/page-hero';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { usePublicCertificate } from '../api/get-public-certificate';
import { useVerifyCertificate } from '../api/verify-certificate';
import { athleteName, formatCertificateDate } from '../lib/format';
import { CertificateLookupForm } from './certificate-lookup-form';
import { ResultArea } from './certificate-verification-screen';

const STATUS_STYLE = {
  valid: { band: 'bg-ink-900 text-white', border: 'border border-gold-500/40', icon: ShieldCheck },
  revoked: { band: 'bg-status-rejected text-white', border: 'border-2 border-status-rejected/60', icon: ShieldAlert },
  demonstration: { band: 'bg-slate-700 text-white', border: 'border-2 border-slate-400', icon: Info },
} as const;

function StatusBand({ c }: { c: PublicCertificate }) {
  const { band, icon: Icon } = STATUS_STYLE[c.status];
  const text =
    c.status === 'revoked'
      ? `Revoked on ${c.revokedAt ? formatCertificateDate(c.revokedAt) : 'an earlier date'}. This letter no longer vouches for the item.`
      : c.status === 'demonstration'
        ? DEMONSTRATION_NOTICE
        : `On record since ${formatCertificateDate(c.issueDate)}.`;
  return (
    <div className={`flex items-start gap-3 px-5 py-4 sm:px-6 ${band}`}>
      <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="font-display text-xl font-semibold tracking-wide uppercase">
          {c.status === 'valid' ? 'Valid Certificate' : c.status === 'revoked' ? 'Certificate Revoked' : VERIFICATION_STATUS_LABELS.demonstration}
        </h2>
        <p className="text-sm opacity-90">{text}</p>
      </div>
    </div>
  );
}

/**
 * The photo's path on this site: the API gives absolute addresses (for other sites) under the
 * configured public address, which the page may be reached by another name of (127.0.0.1, a preview).
 */
const sitePath = (url: string) => {
  const parsed = new URL(url, 'http://site.invalid');
  return parsed.pathname + parsed.search;
};

function Photos({ c }: { c: PublicCertificate }) {
  const [shown, setShown] = useState(0);
  const photos = c.photos.map(sitePath);
  const alt = `${c.item}, signed by ${c.athlete}`;
  if (!photos.length) return <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-paper-100 text-sm text-slate-500">No photo on file</div>;
  return (
    <div className="grid gap-3">
      <img src={photos[shown]} alt={`${alt} (photo ${shown + 1} of ${photos.length})`} className="aspect-[4/3] w-full rounded-lg bg-paper-100 object-contain ring-1 ring-ink-900/10" />
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {photos.map((src, n) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown(n)}
                aria-pressed={n === shown}
                aria-label={`Show photo ${n + 1}`}
                className="block size-16 overflow-hidden rounded-md ring-1 ring-ink-900/10 aria-pressed:ring-2 aria-pressed:ring-gold-500"
              >
                <img src={src} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const noSubscription = () => () => {};
/**
 * The site's address for the snippet: none while the server renders the page and while the browser
 * hydrates it (the markup must match), the page's own right after.
 */
const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

function BadgeSnippet({ c }: { c: PublicCertificate }) {
  const origin = useOrigin();
  const page = `${origin}/certificates/${encodeURIComponent(c.certificateNumber)}`;
  const badge = `${origin}/api/certificates/${encodeURIComponent(c.certificateNumber)}/badge.svg`;
  const snippet = `<a href="${page}"><img src="${badge}" alt="${BRAND.shortName} certificate ${c.certificateNumber}"></a>`;
  return (
    <details className="rounded-lg border border-ink-900/10 bg-paper-50 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-ink-900">
        <Code className="size-4" aria-hidden="true" /> Show the live badge on a listing
      </summary>
      <img src={badge} alt="" className="mt-3 h-[22px]" />
      <p className="mt-2 text-slate-600">Paste this into a marketplace listing: the badge always shows the certificate&apos;s current status.</p>
      <pre className="mt-2 overflow-x-auto rounded bg-white p-2 text-xs break-all whitespace-pre-wrap ring-1 ring-ink-900/10">{snippet}</pre>
    </details>
  );
}

function PublicCertificateCard({ c }: { c: PublicCertificate }) {
  const facts: [string, string][] = [
    ['Certificate Number', c.certificateNumber],
    ['Item', c.item],
    ['Athlete', athleteName(c.athlete)],
    ...(c.itemType ? ([['Item Type', itemTypeLabel(c.itemType)]] as [string, string][]) : []),
    ['Status', c.status === 'revoked' ? `Revoked ${c.revokedAt ? formatCertificateDate(c.revokedAt) : ''}`.trim() : VERIFICATION_STATUS_LABELS[c.status]],
    ['Issue Date', formatCertificateDate(c.issueDate)],
    ['Holders', c.holders === 1 ? '1 (never transferred)' : String(c.holders)],
    ['Last Transfer', c.lastTransferredAt ? formatCertificateDate(c.lastTransferredAt) : 'None'],
    ['Lookups', String(c.lookups)],
  ];
  return (
    <article aria-label={`Certificate ${c.certificateNumber}`} className={`overflow-hidden rounded-xl bg-white shadow-card ${STATUS_STYLE[c.status].border}`}>
      <StatusBand c={c} />
      {c.flagged ? (
        <div role="alert" className="flex items-start gap-3 border-b border-gold-500/40 bg-gold-100/70 px-5 py-4 text-gold-900 sm:px-6">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm font-medium">
            This number is being looked up from unusual places: it may have been copied. Compare the item with its photos, and the number with the letter and its hologram, before you buy.
          </p>
        </div>
      ) : null}
      <div className="grid gap-6 p-5 sm:p-6 lg:grid-cols-[minmax(0,1.2fr)_1fr]">
        <Photos c={c} />
        <div className="grid content-start gap-6">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
            {facts.map(([label, value]) => (
              <div key={label} className={label === 'Item' || label === 'Certificate Number' ? 'col-span-2' : undefined}>
                <dt className="text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">{label}</dt>
                <dd className={label === 'Certificate Number' ? 'mt-0.5 font-mono text-lg font-semibold tracking-wider break-all text-ink-900' : 'mt-0.5 text-base text-ink-900'}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <BadgeSnippet c={c} />
        </div>
      </div>
      <p className="border-t border-ink-900/10 bg-paper-50 px-5 py-3 text-sm text-slate-600 sm:px-6">
        The holder chose to show this certificate. Its photos are the ones on file with {BRAND.shortName}: the item in front of you must match them.
      </p>
    </article>
  );
}

/** A private or unknown number: the same page, and verification by the holder's last name. */
function NotPublic({ certificateNumber }: { certificateNumber: string }) {
  const [lookup, setLookup] = useState<CertificateLookup | null>(null);
  const query = useVerifyCertificate(lookup);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_1fr] lg:gap-10">
      <div className="grid gap-6">
        <div className="flex items-start gap-3 rounded-xl border border-ink-900/10 bg-white p-5 shadow-card sm:p-6">
          <Lock className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
          <div className="grid gap-1 text-sm text-slate-700">
            <h2 className="font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">Not a public certificate</h2>
            <p>Its holder has not made it public. Verify it with the holder&apos;s last name below.</p>
            <p>
              Hold this letter? <Link to="/account/submissions" className="font-medium text-ink-900 underline underline-offset-2">Make it public</Link> to show it here, with its photos and a live badge.
            </p>
          </div>
        </div>
        <div className="rounded-xl border border-ink-900/10 bg-white p-6 shadow-card sm:p-8">
          <h2 className="mb-1 font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Look Up a Certificate</h2>
          <CertificateLookupForm prefilledNumber={certificateNumber} pending={query.isFetching} onLookup={setLookup} />
        </div>
      </div>
      <div aria-live="polite">
        <ResultArea lookup={lookup} />
      </div>
    </div>
  );
}

/** /certificates/{number}: a public certificate's page (where its letter's QR code leads), or verification. */
export function PublicCertificateScreen({ certificateNumber }: { certificateNumber: string }) {
  const query = usePublicCertificate(certificateNumber);
  const c = query.data;
  // A malformed number is never asked for: the lookup form at once (it points out the mistype).
  const asked = isValidCertificateNumber(certificateNumber);
  return (
    <>
      <PageHero eyebrow="Certificate" title={c ? `${c.item}` : `Certificate ${certificateNumber}`} lead={c ? `Signed by ${c.athlete} · ${c.certificateNumber}` : undefined} />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {!asked ? (
          <NotPublic certificateNumber={certificateNumber} />
        ) : query.isPending ? (
          <div className="grid gap-4 rounded-xl border border-ink-900/10 bg-white p-6 shadow-card" aria-busy="true">
            <span className="sr-only">Loading the certificate…</span>
            <Skeleton className="h-8 w-1/2" />
            <div className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="aspect-[4/3] w-full" />
              <SkeletonLines className="content-start" lines={['h-5 w-3/4', 'h-5 w-1/2', 'h-5 w-2/3']} />
            </div>
          </div>
        ) : query.isError ? (
          <p role="alert" className="rounded-xl border border-status-rejected/25 bg-red-50 p-5 text-sm font-medium text-status-rejected">
            {query.error.message || 'The certificate could not be loaded. Please try again.'}
          </p>
        ) : c ? (
          <PublicCertificateCard c={c} />
        ) : (
          <NotPublic certificateNumber={certificateNumber} />
        )}
      </section>
    </>
  );
}
