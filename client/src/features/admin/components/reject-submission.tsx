import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { canReject } from '@shared/lifecycle';
import { type AdminSubmissionDetails, rejectSubmissionSchema } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useRejectSubmission } from '../api/reject-submission';

const reasonSchema = rejectSubmissionSchema.pick({ reason: true });
type ReasonValues = z.infer<typeof reasonSchema>;

/**
 * Rejecting a submission that cannot be authenticated (never received, not eligible): offered only
 * where the lifecycle table allows it (pending or processing), it asks for the reason the customer
 * will read, then for a confirmation: a rejected submission moves no more. `onDone` gets the new copy.
 */
export function RejectSubmission({ submission, onDone }: { submission: AdminSubmissionDetails; onDone: (details: AdminSubmissionDetails) => void }) {
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed');
  const reject = useRejectSubmission();
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  if (!canReject(submission.status, submission.serviceType)) return null;

  const confirm = async () => {
    try {
      const details = await reject.mutateAsync({ id: submission.id, reason: form.getValues('reason').trim(), version: submission.version });
      toast({ title: 'Submission rejected', description: `The customer has been told why (order ${submission.orderNumber}).` });
      setStep('closed');
      form.reset();
      onDone(details);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.reason) form.setError('reason', { message: apiError.fieldErrors.reason });
      toast({ variant: 'destructive', title: 'Reject failed', description: apiError?.message || 'An error occurred' });
      setStep('reason');
    }
  };

  if (step === 'closed') {
    return (
      <Button variant="outline" className="w-fit border-status-rejected/40 text-status-rejected hover:border-status-rejected hover:bg-red-50" onClick={() => setStep('reason')}>
        <Ban aria-hidden="true" /> Reject submission
      </Button>
    );
  }
  return (
    <form className="grid gap-4 rounded-lg border border-status-rejected/30 bg-red-50/50 p-4" onSubmit={(e) => void form.handleSubmit(() => setStep('confirm'))(e)} noValidate>
      <FormField label="Reason for rejecting" error={errors.reason?.message} hint="The customer reads it on their submission page and in the e-mail they receive.">
        {(control) => <Textarea {...control} {...form.register('reason')} rows={3} className="min-h-0" maxLength={2000} readOnly={step === 'confirm'} autoFocus />}
      </FormField>
      {step === 'confirm' ? (
        <div role="alert" className="grid gap-3">
          <p className="text-sm font-semibold text-ink-900">Reject {submission.orderNumber}? A rejected submission cannot be reopened.</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="destructive" disabled={reject.isPending} onClick={() => void confirm()}>
              {reject.isPending ? 'Rejecting...' : 'Yes, reject it'}
            </Button>
            <Button type="button" variant="outline" disabled={reject.isPending} onClick={() => setStep('reason')}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive">
            Reject
          </Button>
          <Button type="button" variant="outline" onClick={() => setStep('closed')}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
