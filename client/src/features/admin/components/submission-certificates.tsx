import { FileDown } from 'lucide-react';
import type { AdminSubmissionDetails, CertificateListEntry } from '@shared/schemas/admin';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@shared/schemas/certificate';
import { Badge } from '@/components/ui/badge';
import { formatDate, transferredText } from '@/lib/submission-format';
import { certificatePdfUrl } from '../api/get-certificate';
import { ItemTitles } from './item-titles';

const BADGE_VARIANT = { valid: 'completed', revoked: 'rejected', demonstration: 'neutral' } as const;

export function CertificateStatusBadge({ status }: { status: VerificationStatus }) {
  return <Badge variant={BADGE_VARIANT[status]}>{VERIFICATION_STATUS_LABELS[status]}</Badge>;
}

/** The titles the certificates print (given `details`), then the certificates issued. */
export function SubmissionCertificates({
  certificates,
  onOpen,
  details,
}: {
  certificates: CertificateListEntry[];
  onOpen: (certificateNumber: string) => void;
  details?: AdminSubmissionDetails;
}) {
  return (
    <div className="grid gap-3">
      {details ? <ItemTitles details={details} /> : null}
      <CertificateList certificates={certificates} onOpen={onOpen} />
    </div>
  );
}

/** The certificates issued for the submission's passed items; each opens its panel. */
function CertificateList({ certificates, onOpen }: { certificates: CertificateListEntry[]; onOpen: (certificateNumber: string) => void }) {
  if (certificates.length === 0) return <p className="text-sm text-slate-600">None issued. Completing a Full LOA or bundle with a pass issues one per passed item.</p>;
  return (
    <ul className="grid gap-2">
      {certificates.map((c) => (
        <li key={c.certificateNumber} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-ink-900/10 p-3 text-sm">
          <button
            type="button"
            onClick={() => onOpen(c.certificateNumber)}
            className="font-mono font-semibold text-ink-900 underline decoration-gold-500 underline-offset-2 hover:decoration-ink-900"
          >
            {c.certificateNumber}
            <span className="sr-only"> (open the certificate)</span>
          </button>
          <span className="min-w-0 flex-1 text-slate-700">
            {c.item} · issued {formatDate(c.issueDate)}
            {/* The admin keeps the PDF: it names the new holder. */}
            {c.transferredAt ? ` · ${transferredText(c.transferredAt)}` : null}
          </span>
          <CertificateStatusBadge status={c.status} />
          <a
            href={certificatePdfUrl(c.certificateNumber)}
            download
            className="inline-flex items-center gap-1 font-semibold text-ink-900 underline decoration-gold-500 underline-offset-2"
          >
            <FileDown className="size-3.5" aria-hidden="true" /> PDF<span className="sr-only"> of certificate {c.certificateNumber}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
