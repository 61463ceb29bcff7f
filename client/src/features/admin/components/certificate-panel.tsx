import { AlertTriangle, ShieldAlert } from 'lucide-react';
import { LOOKUP_RETENTION_DAYS } from '@shared/certificate-lookups';
import { LoadError } from '@/components/submissions/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/submission-format';
import { certificatePdfUrl, useAdminCertificate } from '../api/get-certificate';
import { HolderChain } from './holder-chain';
import { RevokeCertificate } from './revoke-certificate';
import { CertificateStatusBadge } from './submission-certificates';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-ink-900">{children}</dd>
    </div>
  );
}

function PanelBody({ certificateNumber }: { certificateNumber: string }) {
  const query = useAdminCertificate(certificateNumber);
  const c = query.data;
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading the certificate">
        <Skeleton className="h-24" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (!c) return <LoadError what="the certificate" message={query.error?.message} onRetry={() => void query.refetch()} />;
  const { lookups } = c;
  return (
    <div className="grid gap-5">
      {c.status === 'revoked' ? (
        <div role="note" className="flex gap-3 rounded-lg border border-status-rejected/30 bg-red-50 p-4 text-sm text-ink-900">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-status-rejected" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold text-status-rejected">
              Revoked{c.revokedAt ? ` on ${formatDateTime(c.revokedAt)}` : ''}
              {c.revokedBy ? ` by ${c.revokedBy}` : ''}
            </p>
            {c.revokedReason ? <p className="whitespace-pre-line">{c.revokedReason}</p> : null}
          </div>
        </div>
      ) : null}
      {c.flagged ? (
        <p role="note" className="flex gap-3 rounded-lg border border-gold-500/60 bg-gold-100 p-4 text-sm text-ink-900">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
          Flagged: a clone-alarm alert is open for this number.
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row">
        {c.imageUrl ? <img src={c.imageUrl} alt={`${c.item}, the certified item`} className="size-24 shrink-0 rounded-md border border-ink-900/10 object-cover" /> : null}
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3">
          <Field label="Status">
            <CertificateStatusBadge status={c.status} />
          </Field>
          <Field label="Issued">{formatDate(c.issueDate)}</Field>
          <Field label="Item">{c.item}</Field>
          <Field label="Athlete">{c.athlete}</Field>
          <Field label="Authenticator">{c.authenticator ?? '—'}</Field>
          <Field label="Holder's last name">{c.userLastName}</Field>
          <Field label="Order">{c.orderNumber ? <span className="font-mono">{c.orderNumber}</span> : '—'}</Field>
          <Field label="Letter">
            <a href={certificatePdfUrl(c.certificateNumber)} download className="font-semibold underline decoration-gold-500 underline-offset-2">
              Download PDF
            </a>
          </Field>
        </dl>
      </div>
      <section aria-labelledby="lookups-heading" className="grid gap-3 rounded-lg border border-ink-900/10 p-4">
        <h3 id="lookups-heading" className="font-display text-lg font-semibold tracking-wide uppercase">
          Verification lookups
        </h3>
        <p className="text-sm text-slate-600">The last {LOOKUP_RETENTION_DAYS} days: older lookups are deleted.</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label="Total">{lookups.total}</Field>
          <Field label="Matched">{lookups.matched}</Field>
          <Field label="Visitors">{lookups.places}</Field>
          <Field label="Last lookup">{lookups.lastAt ? formatDateTime(lookups.lastAt) : 'Never'}</Field>
        </dl>
        {lookups.recent.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Recent lookups">
            {lookups.recent.map((r, n) => (
              <li key={`${r.date}-${n}`} className="flex flex-wrap justify-between gap-2 border-t border-ink-900/8 pt-1.5">
                <span>{formatDateTime(r.date)}</span>
                <span className="text-xs text-slate-600">{r.place}</span>
                <span className={r.matched ? 'font-semibold text-status-completed' : 'text-slate-600'}>{r.matched ? 'Matched' : 'No match'}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {lookups.places > 3 ? (
          <p className="text-sm text-slate-700">Looked up by {lookups.places} different visitors: check for a cloned number if the holder did not share it.</p>
        ) : null}
      </section>
      <HolderChain certificateNumber={c.certificateNumber} chain={c.holderChain} />
      {c.status === 'valid' ? <RevokeCertificate certificateNumber={c.certificateNumber} /> : null}
    </div>
  );
}

/** The admin's view of one certificate: its details, who looked it up, and revoking it. */
export function CertificatePanel({ certificateNumber, onClose }: { certificateNumber: string | null; onClose: () => void }) {
  return (
    <Dialog open={certificateNumber !== null} onOpenChange={(open) => !open && onClose()}>
      {certificateNumber ? (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Certificate</DialogTitle>
            <DialogDescription className="font-mono text-base text-ink-900">{certificateNumber}</DialogDescription>
          </DialogHeader>
          <PanelBody certificateNumber={certificateNumber} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
