import { AlertTriangle, Award, FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccountCertificate } from '@shared/schemas/certificate-holders';
import { itemTypeLabel } from '@shared/loa-options';
import { VERIFICATION_STATUS_LABELS } from '@shared/schemas/certificate';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/submission-format';
import { cn } from '@/lib/utils';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useMyCertificates } from '../api/get-my-certificates';
import { CertificatePublicToggle } from './certificate-public-toggle';
import { TransferDialog } from './transfer-dialog';

const statusVariant = { valid: 'completed', revoked: 'rejected', demonstration: 'pending' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm text-ink-900">{children}</dd>
    </div>
  );
}

function CertificateCard({ c, onTransfer, onCancel }: { c: AccountCertificate; onTransfer: () => void; onCancel: () => void }) {
  const photo = c.photos[0];
  return (
    <li>
      <Card className="overflow-hidden">
        <CardContent className="grid gap-5 p-5 sm:grid-cols-[8rem_1fr] sm:p-6">
          <div className="aspect-square w-32 overflow-hidden rounded-lg border border-ink-900/10 bg-paper-100">
            {photo ? (
              <img src={photo} alt={`${c.item}, ${c.athlete}`} className="size-full object-cover" loading="lazy" />
            ) : (
              <Award className="m-auto mt-10 size-10 text-slate-400" aria-hidden="true" />
            )}
          </div>
          <div className="grid min-w-0 gap-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="grid min-w-0 gap-1">
                <h3 className="text-lg font-semibold text-ink-900">{c.item}</h3>
                <p className="text-sm text-slate-600">
                  {c.athlete}
                  {c.itemType ? ` · ${itemTypeLabel(c.itemType)}` : ''}
                </p>
                <p className="font-mono text-sm font-semibold text-ink-900">{c.certificateNumber}</p>
              </div>
              <Badge variant={statusVariant[c.status]}>{VERIFICATION_STATUS_LABELS[c.status]}</Badge>
            </div>
            {c.flagged ? (
              <p role="note" className="flex items-start gap-2 rounded-md border border-gold-500/60 bg-gold-100 px-3 py-2 text-sm text-ink-900">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" />
                This number is being checked: its lookups look like someone may be copying the letter. We will contact you if we need anything.
              </p>
            ) : null}
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
              <Fact label="Issued">{formatDate(c.issueDate)}</Fact>
              <Fact label="Holders">{c.lastTransferredAt ? `${c.holders} (last change ${formatDate(c.lastTransferredAt)})` : c.holders}</Fact>
              <Fact label="Verifications">{c.lookups}</Fact>
            </dl>
            <CertificatePublicToggle certificateNumber={c.certificateNumber} isPublic={c.public} />
            {c.transferExpiresAt ? (
              <p className="text-sm text-slate-700">
                A transfer code is open until {formatDate(c.transferExpiresAt)}. The buyer who enters it becomes the holder.
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={c.pdfUrl} download={`Certificate_${c.certificateNumber}.pdf`}>
                <FileDown aria-hidden="true" /> Download letter<span className="sr-only"> {c.certificateNumber}</span>
              </a>
              {c.status === 'valid' ? (
                <Button variant="primary" size="sm" onClick={onTransfer}>
                  Transfer<span className="sr-only"> {c.certificateNumber}</span>
                </Button>
              ) : null}
              {c.transferExpiresAt ? (
                <Button variant="ghost" size="sm" onClick={onCancel}>
                  Cancel transfer<span className="sr-only"> of {c.certificateNumber}</span>
                </Button>
              ) : null}
            </div>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** My Certificates: the letters this account holds now, each with its letter, its transfer and what the public sees. */
export function MyCertificates() {
  const certificates = useMyCertificates();
  const cancel = useCancelTransfer();
  const [transferring, setTransferring] = useState<AccountCertificate | null>(null);
  const [cancelling, setCancelling] = useState<AccountCertificate | null>(null);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.certificateNumber);
      toast({ title: 'Transfer cancelled', description: `The code for ${cancelling.certificateNumber} no longer works.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not cancelled', description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setCancelling(null);
    }
  };

  if (certificates.isError) {
    return (
      <p role="alert" className="text-sm text-status-rejected">
        Your certificates could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!certificates.data) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading certificates">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    );
  }
  return (
    <>
      {certificates.data.length === 0 ? (
        <Card>
          <CardContent className="grid gap-3 p-6 text-sm text-slate-700">
            <p>You hold no certificates yet. Letters of authenticity appear here once an item you sent passes, or when a seller transfers one to you.</p>
            <Link to="/account/certificates/receive" className={cn(buttonVariants({ variant: 'link' }), 'justify-self-start')}>
              Received a transfer code? Enter it here
            </Link>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="My certificates">
          {certificates.data.map((c) => (
            <CertificateCard key={c.certificateNumber} c={c} onTransfer={() => setTransferring(c)} onCancel={() => setCancelling(c)} />
          ))}
        </ul>
      )}
      <TransferDialog certificate={transferring} onClose={() => setTransferring(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this transfer?"
        description={cancelling ? `The code you gave for ${cancelling.certificateNumber} stops working. You keep the certificate.` : undefined}
        confirmLabel="Cancel transfer"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      />
    </>
  );
}
