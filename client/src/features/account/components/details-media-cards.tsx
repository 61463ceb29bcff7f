import { ArrowRight, ArrowRightLeft, Download, ExternalLink, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { CertificateListEntry } from '@shared/schemas/admin';
import type { SubmissionDetails } from '@shared/schemas/submission-list';
import { Button } from '@/components/ui/button';
import { athleteName, formatDate, hasSubmissionPdf, transferredText } from '@/lib/submission-format';
import { cn } from '@/lib/utils';
import { DetailsCard } from './details-info-cards';
import { PdfDownloadButton } from './pdf-download-button';
import { ReceiptLink } from './receipt-link';
import { UpgradeToFullLoaAction } from './upgrade-action';
import { CertificatePublicToggle } from './certificate-public-toggle';

type Props = { submission: SubmissionDetails };

/** Every photo sent with the submission, by item; View opens the full image in a new tab. */
export function SubmittedImages({ submission: s }: Props) {
  const photos = s.items.flatMap((item, n) => item.imageUrls.map((url, k) => ({ url, label: `Item ${n + 1}, photo ${k + 1}` })));
  return (
    <DetailsCard title="Submitted Images">
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">No images were sent with this submission.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.url} className="grid gap-2">
              <img
                src={photo.url}
                alt={photo.label}
                loading="lazy"
                className="aspect-square w-full rounded-lg border border-ink-900/10 bg-paper-100 object-cover"
              />
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900"
              >
                View<span className="sr-only"> {photo.label} (opens in a new tab)</span> <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </DetailsCard>
  );
}

/**
 * A letter this account sold: its number and the day it changed hands, nothing to download or show
 * (its PDF, photos and public page are its new holder's, decision 039).
 */
function TransferredCertificate({ certificate: c, transferredAt }: { certificate: CertificateListEntry; transferredAt: string }) {
  return (
    <div className="rounded-lg border border-ink-900/10 bg-paper-50 px-4 py-3">
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <ArrowRightLeft className="size-3.5" aria-hidden="true" /> Certificate transferred
      </p>
      <p className="mt-1 font-mono text-sm font-semibold text-ink-900">{c.certificateNumber}</p>
      <p className="text-xs text-slate-700">
        {athleteName(c.athlete)} · {c.item}
      </p>
      <p className="text-xs text-slate-700">{transferredText(transferredAt)}</p>
      <p className="mt-2 text-xs text-slate-600">It belongs to its new holder now: the letter, its photos and its public page are theirs.</p>
    </div>
  );
}

/**
 * The packing-slip PDF for mailed-in items, the certificate (number, date and its PDF) once issued,
 * the upgrade of a passing Quick Opinion, and a way to send the next item.
 */
export function SubmissionActions({ submission: s }: Props) {
  return (
    <DetailsCard title="Actions">
      <div className="grid gap-4">
        {s.certificates.map((c) =>
          c.transferredAt ? (
            <TransferredCertificate key={c.certificateNumber} certificate={c} transferredAt={c.transferredAt} />
          ) : (
            <div
              key={c.certificateNumber}
              className={cn(
                'rounded-lg border px-4 py-3',
                c.status === 'revoked' ? 'border-status-rejected/30 bg-red-50' : 'border-gold-500/40 bg-gold-100/60',
              )}
            >
              <p className={cn('text-xs font-medium tracking-wide uppercase', c.status === 'revoked' ? 'text-status-rejected' : 'text-gold-900')}>
                {c.status === 'revoked' ? 'Certificate revoked' : 'Certificate of Authenticity'}
              </p>
              <p className="mt-1 font-mono text-sm font-semibold text-ink-900">{c.certificateNumber}</p>
              <p className="text-xs text-slate-700">
                {athleteName(c.athlete)} · {c.item}
              </p>
              <p className="text-xs text-slate-700">Issued {formatDate(c.issueDate)}</p>
              <div className="mt-3">
                <CertificatePublicToggle certificateNumber={c.certificateNumber} isPublic={c.public} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={`/api/certificates/${encodeURIComponent(c.certificateNumber)}/pdf`} download={`Certificate_${c.certificateNumber}.pdf`}>
                    <Download aria-hidden="true" /> Download Certificate PDF
                  </a>
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link to={`/certificate-verification?cert=${encodeURIComponent(c.certificateNumber)}`}>
                    <ShieldCheck aria-hidden="true" /> Verify
                  </Link>
                </Button>
              </div>
            </div>
          ),
        )}
        <UpgradeToFullLoaAction submission={s} />
        <div className="flex flex-wrap gap-3">
          {hasSubmissionPdf(s) ? <PdfDownloadButton orderNumber={s.orderNumber} variant="primary" /> : null}
          <ReceiptLink submission={s} variant="outline" />
          <Button asChild variant="gold">
            <Link to="/services">
              Submit Another Item <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </DetailsCard>
  );
}
