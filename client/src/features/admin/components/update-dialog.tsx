import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { Submission } from '@shared/schemas/submission';
import { StatusBadge } from '@/components/submissions/status-badge';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { athleteName, formatDate, serviceTypeLabel } from '@/lib/submission-format';
import { useAdminSubmission } from '../api/get-submission';
import { useUpdateSubmission } from '../api/update-submission';
import { itemName } from '../lib/item-label';
import { toUpdatePayload, type UpdateFormValues } from '../lib/update-rules';
import { CertificatePanel } from './certificate-panel';
import { FulfilmentPanel } from './fulfilment-panel';
import type { ImageSet } from './image-viewer';
import { SubmissionCertificates } from './submission-certificates';
import { SubmissionHistory } from './submission-history';
import { UpdateForm, type UpdateFieldErrors } from './update-form';

function Summary({ s, onImages }: { s: Submission; onImages: (images: ImageSet) => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-ink-900/10 bg-paper-100/60 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={s.status} />
        <TestPaymentBadge submission={s} />
        <span className="text-slate-700">
          {serviceTypeLabel(s)} · submitted {formatDate(s.submissionDate)}
        </span>
      </div>
      <p className="text-slate-700">
        <span className="font-semibold text-ink-900">{s.fullName}</span> ·{' '}
        <a href={`mailto:${s.email}`} className="break-all underline decoration-gold-500 underline-offset-2">
          {s.email}
        </a>
      </p>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Items">
        {s.items.map((item, n) => (
          <li key={item.id} className="flex items-center gap-3">
            <span className="flex shrink-0 gap-1">
              {item.imageUrls.slice(0, 3).map((url, i) => (
                <button
                  key={url}
                  type="button"
                  onClick={() => onImages({ urls: item.imageUrls, caption: `Order ${s.orderNumber} · item ${n + 1}`, start: i })}
                  className="block size-11 overflow-hidden rounded border border-ink-900/10 focus-visible:outline-2"
                >
                  <img src={url} alt="" className="size-full object-cover" />
                  <span className="sr-only">
                    View image {i + 1} of item {n + 1}
                  </span>
                </button>
              ))}
            </span>
            <span className="min-w-0">
              <span className="block font-medium text-ink-900">{itemName(item)}</span>
              <span className="block truncate text-slate-600">
                {athleteName(item.athlete)}
                {item.itemType ? ` · ${item.description}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-ink-900/10 pt-5">
      <h3 className="font-display text-lg font-semibold tracking-wide uppercase">{title}</h3>
      {children}
    </section>
  );
}

function DialogBody({ row, onClose, onImages }: { row: Submission; onClose: () => void; onImages: (images: ImageSet) => void }) {
  const details = useAdminSubmission(row.id);
  const mutation = useUpdateSubmission();
  const [errors, setErrors] = useState<UpdateFieldErrors>({});
  const [stale, setStale] = useState(false);
  const [certificate, setCertificate] = useState<string | null>(null);
  // The freshest copy: the details once read (after a 409 they hold the other admin's change).
  const current = details.data ?? row;

  const save = async (values: UpdateFormValues) => {
    setErrors({});
    try {
      await mutation.mutateAsync({ id: current.id, update: toUpdatePayload(values, current, current.version) });
      toast({ title: 'Submission updated', description: 'The submission status has been updated successfully.' });
      onClose();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      toast({ variant: 'destructive', title: 'Update failed', description: apiError?.message || 'An error occurred' });
      if (apiError?.status === 409) {
        setStale(true);
        void details.refetch();
      }
      if (apiError) setErrors(apiError.fieldErrors);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Update Submission</DialogTitle>
        <DialogDescription>
          Order <span className="font-mono font-semibold text-ink-900">{current.orderNumber}</span>
        </DialogDescription>
      </DialogHeader>
      <Summary s={current} onImages={onImages} />
      {stale ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-gold-500/40 bg-gold-100 p-3.5 text-sm text-gold-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Another admin changed this submission while you had it open. It has been reloaded: their change shows above and in the history.
            Your entries are kept below; Update Submission applies them on top of theirs.
          </p>
        </div>
      ) : null}
      <UpdateForm submission={row} saving={mutation.isPending} errors={errors} onSave={(values) => void save(values)} />
      {current.serviceType !== 'quick_opinion' ? (
        <Section title="Shipping & invoice">
          <FulfilmentPanel submission={current} />
        </Section>
      ) : null}
      <Section title="History">
        {details.data ? <SubmissionHistory history={details.data.history} /> : details.isError ? <p className="text-sm text-slate-600">The history could not be loaded: {details.error.message}</p> : <Skeleton className="h-16" />}
      </Section>
      <Section title="Certificates">
        {details.data ? <SubmissionCertificates certificates={details.data.certificates} onOpen={setCertificate} details={details.data} /> : <Skeleton className="h-10" />}
      </Section>
      <CertificatePanel certificateNumber={certificate} onClose={() => setCertificate(null)} />
    </>
  );
}

/** The update dialog of spec 02, 2.7, with the submission's history and certificates. */
export function UpdateDialog({ submission, onClose, onImages }: { submission: Submission | null; onClose: () => void; onImages: (images: ImageSet) => void }) {
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      {submission ? (
        <DialogContent className="max-w-2xl">
          <DialogBody key={submission.id} row={submission} onClose={onClose} onImages={onImages} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
