import { AlertTriangle, ImageOff, Info, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { DEMONSTRATION_NOTICE, VERIFICATION_STATUS_LABELS, type VerifiedCertificate } from '@shared/schemas/certificate';
import { BRAND } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { athleteName, formatCertificateDate } from '../lib/format';

function Photo({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="mx-auto flex aspect-square w-full max-w-64 flex-col items-center justify-center gap-2 rounded-lg bg-paper-100 text-slate-500 sm:max-w-none">
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="text-sm">No photo on file</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      className="mx-auto aspect-square w-full max-w-64 rounded-lg bg-paper-100 object-contain ring-1 ring-ink-900/10 sm:max-w-none"
    />
  );
}

/** The top of the answer: verified and valid, revoked with the date, or a demonstration record. */
function ResultHeader({ certificate: c }: { certificate: VerifiedCertificate }) {
  if (c.status === 'revoked') {
    return (
      <div className="flex items-start gap-3 bg-status-rejected px-5 py-4 text-white sm:px-6">
        <ShieldAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="certificate-result-title" className="font-display text-xl font-semibold tracking-wide uppercase">
            Certificate Revoked
          </h2>
          <p className="text-sm text-red-50">
            Revoked on {c.revokedAt ? formatCertificateDate(c.revokedAt) : 'an earlier date'}. This letter no longer vouches for the item.
          </p>
        </div>
      </div>
    );
  }
  if (c.status === 'demonstration') {
    return (
      <div className="flex items-start gap-3 bg-slate-700 px-5 py-4 text-white sm:px-6">
        <Info className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="certificate-result-title" className="font-display text-xl font-semibold tracking-wide uppercase">
            {VERIFICATION_STATUS_LABELS.demonstration}
          </h2>
          <p className="text-sm text-slate-100">{DEMONSTRATION_NOTICE}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 bg-ink-900 px-5 py-4 text-white sm:px-6">
      <h2 id="certificate-result-title" className="font-display text-xl font-semibold tracking-wide uppercase">
        Certificate Verified
      </h2>
      <Badge variant="completed" className="bg-green-50 text-sm">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {VERIFICATION_STATUS_LABELS.valid}
      </Badge>
    </div>
  );
}

const FOOTNOTE = {
  valid: 'Compare the photo and the number with the letter and the hologram on your item: all three must agree.',
  revoked: `If you hold this letter, contact ${BRAND.supportEmail} or call ${BRAND.phone}.`,
  demonstration: `A letter with this number vouches for nothing. If someone offered it to you as a real certificate, contact ${BRAND.supportEmail}.`,
} as const;

/**
 * Shown while a clone-alarm alert of this number is open (decision 041): the number was looked up in a
 * way that suggests a copied letter, so the buyer compares the item itself with the photo.
 */
function CloneCaution() {
  return (
    <div role="note" className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-5 py-3 text-sm text-amber-950 sm:px-6">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Take care:</strong> this number has recently been looked up from several places in a way that suggests copies of the letter may
        exist. Compare the item in front of you with the photo below (signature, marks, details) before you buy, and contact {BRAND.supportEmail} if anything differs.
      </p>
    </div>
  );
}

const BORDER = {
  valid: 'border border-gold-500/40',
  revoked: 'border-2 border-status-rejected/60',
  demonstration: 'border-2 border-slate-400',
} as const;

/** What a successful lookup shows: the item's photo and facts, and whether the letter still stands. */
export function CertificateResult({ certificate: c }: { certificate: VerifiedCertificate }) {
  const athlete = athleteName(c.athlete);
  const facts: [string, string][] = [
    ['Certificate Number', c.certificateNumber],
    ['Item', c.item],
    ['Athlete', athlete],
    ['Issue Date', formatCertificateDate(c.issueDate)],
    ['Authenticator', c.authenticator ?? BRAND.name],
  ];
  return (
    <article aria-labelledby="certificate-result-title" className={`overflow-hidden rounded-xl bg-white shadow-card ${BORDER[c.status]}`}>
      <ResultHeader certificate={c} />
      {c.flagged ? <CloneCaution /> : null}
      <div className="grid gap-6 p-5 sm:grid-cols-[minmax(0,14rem)_1fr] sm:p-6">
        <Photo src={c.imageUrl} alt={`${c.item}, signed by ${athlete}`} />
        <dl className="grid content-start gap-x-6 gap-y-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className={label === 'Item' ? 'sm:col-span-2' : undefined}>
              <dt className="text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">{label}</dt>
              <dd className={label === 'Certificate Number' ? 'mt-0.5 font-mono text-lg font-semibold tracking-wider text-ink-900' : 'mt-0.5 text-base text-ink-900'}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="border-t border-ink-900/10 bg-paper-50 px-5 py-3 text-sm text-slate-600 sm:px-6">{FOOTNOTE[c.status]}</p>
    </article>
  );
}
