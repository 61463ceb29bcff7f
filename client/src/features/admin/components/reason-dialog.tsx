import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/** What the dialog says for one action (reject a submission, revoke a certificate). */
export interface ReasonDialogWords {
  /** The button that opens it: "Reject submission". */
  open: string;
  /** The field's label: "Reason for rejecting". */
  label: string;
  /** Who reads the reason. */
  hint: string;
  /** The first step's button: "Reject". */
  submit: string;
  /** The second step's question: "Reject GOAT-1? A rejected submission cannot be reopened." */
  question: string;
  /** The confirming button, and while it runs: "Yes, reject it", "Rejecting...". */
  confirm: string;
  busy: string;
  /** The toast's title when the server refuses: "Reject failed". */
  failed: string;
}

/**
 * An admin action that cannot be undone and needs a reason: the reason first (checked by the shared
 * schema the server uses), then a confirmation. A refusal from the server puts its message on the field
 * it names and back to the reason; success closes the dialog. What success says is the caller's.
 */
export function ReasonDialog({
  schema,
  words,
  maxLength,
  onConfirm,
}: {
  schema: ReasonSchema;
  words: ReasonDialogWords;
  maxLength?: number;
  /** Runs the action with the trimmed reason; a throw (an ApiError) keeps the dialog open. */
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed');
  const [busy, setBusy] = useState(false);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(form.getValues('reason').trim());
      setStep('closed');
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.reason) form.setError('reason', { message: apiError.fieldErrors.reason });
      toast({ variant: 'destructive', title: words.failed, description: apiError?.message || 'An error occurred' });
      setStep('reason');
    } finally {
      setBusy(false);
    }
  };

  if (step === 'closed') {
    return (
      <Button variant="outline" className="w-fit border-status-rejected/40 text-status-rejected hover:border-status-rejected hover:bg-red-50" onClick={() => setStep('reason')}>
        <Ban aria-hidden="true" /> {words.open}
      </Button>
    );
  }
  return (
    <form className="grid gap-4 rounded-lg border border-status-rejected/30 bg-red-50/50 p-4" onSubmit={(e) => void form.handleSubmit(() => setStep('confirm'))(e)} noValidate>
      <FormField label={words.label} error={errors.reason?.message} hint={words.hint}>
        {(control) => <Textarea {...control} {...form.register('reason')} rows={3} className="min-h-0" maxLength={maxLength} readOnly={step === 'confirm'} autoFocus />}
      </FormField>
      {step === 'confirm' ? (
        <div role="alert" className="grid gap-3">
          <p className="text-sm font-semibold text-ink-900">{words.question}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="destructive" disabled={busy} onClick={() => void confirm()}>
              {busy ? words.busy : words.confirm}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setStep('reason')}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive">
            {words.submit}
          </Button>
          <Button type="button" variant="outline" onClick={() => setStep('closed')}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
