import { CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { OUTCOME_LABELS, OUTCOMES } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { athleteName, statusLabel } from '@/lib/submission-format';
import { itemName } from '../lib/item-label';
import { allPass, initialUpdateValues, itemKey, offeredStatuses, verdictsOffered, type UpdateFormValues } from '../lib/update-rules';

export type UpdateFieldErrors = Partial<Record<'status' | 'outcome' | 'notes' | 'customerNote' | 'itemOutcomes', string>>;

function VerdictRadios({ name, legend, register }: { name: `itemOutcomes.${string}`; legend: string; register: UseFormRegister<UpdateFormValues> }) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-2">
      <legend className="float-left text-sm font-medium text-ink-900">{legend}</legend>
      <div className="flex gap-2">
        {OUTCOMES.map((o) => (
          <label
            key={o}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3.5 py-2 text-sm font-semibold has-checked:border-ink-900 has-checked:bg-paper-100 has-focus-visible:outline-2"
          >
            <input type="radio" value={o} {...register(name)} className="size-4 accent-ink-900" />
            {OUTCOME_LABELS[o]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The update form (docs/product.md, Pages): status, a verdict per item (one click for "All pass"), internal
 * notes and an optional message to the customer. It shows `submission`, the copy whose version a
 * save sends: when the dialog hands it a newer copy (after a step such as Mark received), the fields
 * the admin has not touched follow it. No client-side validation (docs/product.md, Input rules): the server's refusals
 * come back as toasts and field errors.
 */
export function UpdateForm({
  submission,
  saving,
  errors,
  onSave,
}: {
  submission: Submission;
  saving: boolean;
  errors: UpdateFieldErrors;
  onSave: (values: UpdateFormValues) => void;
}) {
  const form = useForm<UpdateFormValues>({ defaultValues: initialUpdateValues(submission) });
  const { register, control, reset, setValue } = form;
  useEffect(() => {
    reset(initialUpdateValues(submission), { keepDirtyValues: true });
  }, [submission, reset]);
  const status = useWatch({ control, name: 'status' });
  const itemOutcomes = useWatch({ control, name: 'itemOutcomes' });
  const verdictError = errors.itemOutcomes ?? errors.outcome;

  const passAll = () => {
    for (const [key, outcome] of Object.entries(allPass(submission))) setValue(`itemOutcomes.${key}`, outcome, { shouldDirty: true });
  };

  return (
    <form className="grid gap-5" onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
      {offeredStatuses(submission.serviceType, submission.status).length ? (
        <FormField label="Status" error={errors.status}>
          {(control) => (
            <NativeSelect {...control} {...register('status')}>
              {offeredStatuses(submission.serviceType, submission.status).map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : (
        <p className="text-sm text-slate-700">
          Status: <span className="font-semibold text-ink-900">{statusLabel(submission.status)}</span> (it moves no more)
        </p>
      )}

      {verdictsOffered(status, itemOutcomes) ? (
        <section aria-labelledby="verdicts-heading" className="grid gap-3 rounded-lg border border-ink-900/10 bg-paper-100/60 p-4" aria-invalid={Boolean(verdictError)}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id="verdicts-heading" className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
              Verdict per item
            </h4>
            <Button type="button" variant="outline" size="sm" onClick={passAll}>
              <CheckCheck aria-hidden="true" /> All pass
            </Button>
          </div>
          <div className="grid gap-3 [&>*+*]:border-t [&>*+*]:border-ink-900/10 [&>*+*]:pt-3">
            {submission.items.map((item, n) => (
              <VerdictRadios
                key={item.id}
                name={`itemOutcomes.${itemKey(item.id)}`}
                legend={`Item ${n + 1}: ${itemName(item)} (${athleteName(item.athlete)})`}
                register={register}
              />
            ))}
          </div>
          {verdictError ? <p className="text-sm font-medium text-status-rejected">{verdictError}</p> : null}
        </section>
      ) : null}

      <FormField label="Notes (internal, never shown to the customer)" error={errors.notes}>
        {(control) => <Textarea {...control} {...register('notes')} rows={3} className="min-h-0" placeholder="Add notes about this submission..." />}
      </FormField>
      <FormField
        label="Message to the customer (optional)"
        hint="The customer reads this: on their timeline with this change and in the e-mail they receive."
        error={errors.customerNote}
      >
        {(control) => <Textarea {...control} {...register('customerNote')} rows={2} className="min-h-0" maxLength={2000} />}
      </FormField>

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="gold" disabled={saving}>
          {saving ? 'Updating...' : 'Update Submission'}
        </Button>
      </DialogFooter>
    </form>
  );
}
