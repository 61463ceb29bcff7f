import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { rejectionSummary } from '@shared/rejection';
import type { AdminSubmissionDetails } from '@shared/schemas/admin';
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
import { RejectSubmission } from './reject-submission';
import { ShippingPanel } from './shipping-panel';
import type { ImageSet } from './image-viewer';
import { SubmissionCertificates } from './submission-certificates';
import { SubmissionRefunds } from './submission-refunds';
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

function DialogBody({ id, onClose, onImages }: { id: number; onClose: () => void; onImages: (images: ImageSet) => void }) {
  const details = useAdminSubmission(id);
  const mutation = useUpdateSubmission();
  const [errors, setErrors] = useState<UpdateFieldErrors>({});
  const [stale, setStale] = useState(false);
  const [certificate, setCertificate] = useState<string | null>(null);
  // The copy the form shows and whose version a save sends. It is replaced only by a step taken in
  // this dialog or by the reload after a refused save, never silently by a background refetch: a
  // change made elsewhere in the meantime makes the save refused (409), said in words.
  const [shown, setShown] = useState<AdminSubmissionDetails | null>(null);
  // The first copy read on opening (not one cached from an earlier opening) is the one shown.
  if (shown === null && details.isFetchedAfterMount && details.data) setShown(details.data);
  const base = shown;
  // The freshest copy, for the summary, the history and the shipping steps.
  const current = details.data ?? base;

  const reload = async () => {
    const fresh = await details.refetch();
    if (fresh.data) setShown(fresh.data);
  };

  const save = async (values: UpdateFormValues) => {
    if (!base) return;
    setErrors({});
    try {
      await mutation.mutateAsync({ id, update: toUpdatePayload(values, base) });
      toast({ title: 'Submission updated', description: 'The submission has been updated successfully.' });
      onClose();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      toast({ variant: 'destructive', title: 'Update failed', description: apiError?.message || 'An error occurred' });
      if (apiError?.status === 409) {
        setStale(true);
        void reload();
      }
      if (apiError) setErrors(apiError.fieldErrors);
    }
  };

  if (!current || !base) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Update Submission</DialogTitle>
          <DialogDescription>{details.isError ? `The submission could not be loaded: ${details.error.message}` : 'Loading the submission…'}</DialogDescription>
        </DialogHeader>
        {details.isError ? null : <Skeleton className="h-40" />}
      </>
    );
  }

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
      {current.status === 'rejected' ? (
        <div className="grid gap-1 rounded-lg border border-status-rejected/30 bg-red-50/50 p-3.5 text-sm text-slate-700">
          <p className="font-semibold text-status-rejected">{rejectionSummary(current.rejectionKind, current.quantity)}</p>
          {current.rejectionReason ? (
            <p className="whitespace-pre-line">
              <span className="font-medium text-ink-900">Message the customer reads: </span>
              {current.rejectionReason}
            </p>
          ) : null}
        </div>
      ) : null}
      <UpdateForm submission={base} saving={mutation.isPending} errors={errors} onSave={(values) => void save(values)} />
      <RejectSubmission submission={base} onDone={setShown} />
      {current.serviceType !== 'quick_opinion' ? (
        <Section title="Shipping & invoice">
          <ShippingPanel submission={current} onStep={reload} />
        </Section>
      ) : null}
      <Section title="Payments & refunds">
        <SubmissionRefunds submissionId={current.id} />
      </Section>
      <Section title="History">
        <SubmissionHistory history={current.history} />
      </Section>
      <Section title="Certificates">
        <SubmissionCertificates certificates={current.certificates} onOpen={setCertificate} details={current} />
      </Section>
      <CertificatePanel certificateNumber={certificate} onClose={() => setCertificate(null)} />
    </>
  );
}

/**
 * The update dialog of docs/product.md, Pages, with the submission's shipping steps, history and certificates. It
 * opens on a submission id (a table row or a to-do entry) and reads the submission afresh.
 */
export function UpdateDialog({ submissionId, onClose, onImages }: { submissionId: number | null; onClose: () => void; onImages: (images: ImageSet) => void }) {
  return (
    <Dialog open={submissionId !== null} onOpenChange={(open) => !open && onClose()}>
      {submissionId !== null ? (
        <DialogContent className="max-w-2xl">
          <DialogBody key={submissionId} id={submissionId} onClose={onClose} onImages={onImages} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
