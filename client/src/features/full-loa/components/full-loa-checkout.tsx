import { useRef, useState } from 'react';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateSubmission } from '@/api/submissions/create-submission';
import { downloadSubmissionPdf } from '@/api/submissions/download-submission-pdf';
import type { BundleRequest } from '../lib/bundle-params';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';
import { FullLoaForm } from './full-loa-form';
import { FullLoaSubmitted } from './full-loa-submitted';

export const FULL_LOA_STEPS = ['Fill Form & Submit', 'Ship Your Item', 'Receive Invoice'] as const;

/** Downloads the submission PDF and says how it went (docs/product.md, Errors). */
export async function downloadPdfWithToasts(orderNumber: string): Promise<void> {
  try {
    await downloadSubmissionPdf(orderNumber);
    toast({ title: 'PDF Downloaded', description: 'Print it and put it in the package with your items.' });
  } catch (error) {
    toast(
      error instanceof ApiError
        ? { variant: 'destructive', title: 'PDF Download Failed', description: 'Could not download the PDF. You can download it later from your account.' }
        : { variant: 'destructive', title: 'PDF Download Error', description: 'There was an issue downloading the PDF. You can download it later from your account.' },
    );
  }
}

/**
 * Fill in and submit; the form then resets to one empty item while the page shows what to ship and
 * downloads the submission PDF to put in the package.
 */
export function FullLoaCheckout({ bundle, upgrade = null }: { bundle: BundleRequest | null; upgrade?: string | null }) {
  const top = useRef<HTMLDivElement>(null);
  const create = useCreateSubmission();
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState<CreatedSubmission | null>(null);
  // One key per filled-in form: a double click or a retry sends the same one; the next form a new one.
  const idempotencyKey = useRef(newIdempotencyKey());

  // The first click holds the form until the answer: a second one in the same moment sends nothing.
  const inFlight = useRef(false);

  const onSubmit = async (values: FullLoaFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const created = await create.mutateAsync({ input: values, idempotencyKey: idempotencyKey.current });
      setSubmitted(created);
      // docs/product.md resets the form to a single empty item (and no bundle) after a submission.
      idempotencyKey.current = newIdempotencyKey();
      setFormKey((k) => k + 1);
      requestAnimationFrame(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      toast({ title: 'Submission successful', description: 'Your invoice will come once your items are processed.' });
      await downloadPdfWithToasts(created.orderNumber);
    } catch (error) {
      // 401 and 409 are the upgrade's refusals (sign in; no result, failed, too late, already upgraded).
      toastSubmissionFailed(error instanceof ApiError && [400, 401, 409].includes(error.status) ? error.message : undefined);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div ref={top} className="grid scroll-mt-24 gap-10">
      <CheckoutSteps steps={FULL_LOA_STEPS} current={submitted ? 1 : 0} />
      {submitted ? <FullLoaSubmitted submission={submitted} onDownload={() => void downloadPdfWithToasts(submitted.orderNumber)} onDismiss={() => setSubmitted(null)} /> : null}
      <FullLoaForm key={formKey} bundle={formKey === 0 ? bundle : null} upgrade={formKey === 0 ? upgrade : null} busy={create.isPending} onSubmit={(v) => void onSubmit(v)} />
    </div>
  );
}
