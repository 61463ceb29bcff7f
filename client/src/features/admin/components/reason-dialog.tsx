import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

/** What the dialog's form holds: the text, and the choice when the action offers one (a rejection's kind). */
export interface ReasonValues {
  reason: string;
  kind?: string | undefined;
}
type ReasonSchema = z.ZodType<ReasonValues, ReasonValues>;

/** A choice made before the text (a rejection's kind), as radios with a line each on when to pick it. */
export interface ReasonChoice {
  legend: string;
  options: readonly { value: string; label: string; hint: string }[];
}

/** What the dialog says for one action (reject a submission, revoke a certificate). */
export interface ReasonDialogWords {
  /** The button that opens it: "Reject submission". */
  open: string;
  /** The field's label: "Reason for revoking (the holder reads it)". */
  label: string;
  /** Who reads the reason. */
  hint: string;
  /** The first step's button: "Reject". */
  submit: string;
  /** The second step's question: "Reject GOAT-1? A rejected submission cannot be reopened." Given the choice made, when there is one. */
  question: string | ((kind: string | undefined) => string);
  /** The confirming button, and while it runs: "Yes, reject it", "Rejecting...". */
  confirm: string;
  busy: string;
  /** The toast's title when the server refuses: "Reject failed". */
  failed: string;
}

/**
 * An admin action that cannot be undone and needs a reason: the choice (when offered) and the reason
 * first (checked by the shared schema the server uses), then a confirmation. A refusal from the server
 * puts its message on the field it names and back to the reason; success closes the dialog. What
 * success says is the caller's.
 */
export function ReasonDialog({
  schema,
  words,
  maxLength,
  choice,
  reasonField = 'reason',
  onConfirm,
}: {
  schema: ReasonSchema;
  words: ReasonDialogWords;
  maxLength?: number;
  choice?: ReasonChoice;
  /** The name the server gives the text in its field errors ("message" for a rejection). */
  reasonField?: string;
  /** Runs the action with the trimmed reason (and the choice); a throw (an ApiError) keeps the dialog open. */
  onConfirm: (reason: string, kind: string | undefined) => Promise<void>;
}) {
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed');
  const [busy, setBusy] = useState(false);
  const form = useForm<ReasonValues>({ resolver: zodResolver(schema), defaultValues: { reason: '', ...(choice ? { kind: '' } : {}) } });
  const { errors } = form.formState;
  const choiceId = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(form.getValues('reason').trim(), form.getValues('kind'));
      setStep('closed');
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const reasonError = apiError?.fieldErrors[reasonField];
      if (reasonError) form.setError('reason', { message: reasonError });
      if (apiError?.fieldErrors.kind) form.setError('kind', { message: apiError.fieldErrors.kind });
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
      {choice ? (
        <fieldset className="grid gap-2" aria-describedby={errors.kind ? `${choiceId}-error` : undefined} aria-invalid={Boolean(errors.kind)}>
          <legend className="mb-1.5 text-sm font-medium text-ink-900">{choice.legend}</legend>
          {choice.options.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-start gap-2.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-ink-900 has-checked:bg-paper-100 has-focus-visible:outline-2"
            >
              <input type="radio" value={o.value} {...form.register('kind')} disabled={step === 'confirm'} className="mt-0.5 size-4 shrink-0 accent-ink-900" />
              <span className="grid gap-0.5">
                <span className="font-semibold text-ink-900">{o.label}</span>
                <span className="text-xs text-slate-600">{o.hint}</span>
              </span>
            </label>
          ))}
          {errors.kind?.message ? (
            <p id={`${choiceId}-error`} className="text-sm font-medium text-status-rejected">
              {errors.kind.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormField label={words.label} error={errors.reason?.message} hint={words.hint}>
        {(control) => <Textarea {...control} {...form.register('reason')} rows={3} className="min-h-0" maxLength={maxLength} readOnly={step === 'confirm'} autoFocus />}
      </FormField>
      {step === 'confirm' ? (
        <div role="alert" className="grid gap-3">
          <p className="text-sm font-semibold text-ink-900">{typeof words.question === 'function' ? words.question(form.getValues('kind')) : words.question}</p>
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
