import { useForm, useWatch } from 'react-hook-form';
import { OUTCOME_LABELS, OUTCOMES } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { athleteName, statusLabel } from '@/lib/submission-format';
import { itemName } from '../lib/item-label';
import { initialUpdateValues, itemKey, offeredStatuses, type UpdateFormValues } from '../lib/update-rules';

export type UpdateFieldErrors = Partial<Record<'status' | 'outcome' | 'notes' | 'customerNote' | 'itemOutcomes', string>>;

function OutcomeRadios({ name, legend, register, error }: { name: `outcome` | `itemOutcomes.${string}`; legend: string; register: ReturnType<typeof useForm<UpdateFormValues>>['register']; error?: string | undefined }) {
  return (
    <fieldset className="grid gap-2" aria-invalid={Boolean(error)}>
      <legend className="mb-1 text-sm font-medium text-ink-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
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
      {error ? <p className="text-sm font-medium text-status-rejected">{error}</p> : null}
    </fieldset>
  );
}

/**
 * The update form (spec 02, 2.7): status, and when completing the outcome (for the whole
 * submission, or item by item), internal notes and an optional message to the customer. No
 * client-side validation (spec 02, 5): the server's refusals come back as toasts and field errors.
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
  const { register, control } = form;
  const status = useWatch({ control, name: 'status' });
  const judgeSeparately = useWatch({ control, name: 'judgeSeparately' });
  const several = submission.items.length > 1;

  return (
    <form className="grid gap-5" onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
      <FormField label="Status" error={errors.status}>
        {(control) => (
          <NativeSelect {...control} {...register('status')}>
            {offeredStatuses(submission.serviceType).map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      {status === 'completed' ? (
        <div className="grid gap-4 rounded-lg border border-ink-900/10 bg-paper-100/60 p-4">
          <OutcomeRadios name="outcome" legend="Outcome" register={register} error={errors.outcome} />
          {several ? (
            <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
              <input type="checkbox" {...register('judgeSeparately')} className="size-4 accent-ink-900" />
              Judge items separately
            </label>
          ) : null}
          {several && judgeSeparately ? (
            <div className="grid gap-4 border-t border-ink-900/10 pt-4">
              {submission.items.map((item, n) => (
                <OutcomeRadios
                  key={item.id}
                  name={`itemOutcomes.${itemKey(item.id)}`}
                  legend={`Item ${n + 1}: ${itemName(item)} (${athleteName(item.athlete)})`}
                  register={register}
                />
              ))}
              {errors.itemOutcomes ? <p className="text-sm font-medium text-status-rejected">{errors.itemOutcomes}</p> : null}
            </div>
          ) : null}
        </div>
      ) : null}

      <FormField label="Notes (internal, never shown to the customer)" error={errors.notes}>
        {(control) => <Textarea {...control} {...register('notes')} rows={3} className="min-h-0" placeholder="Add notes about this submission..." />}
      </FormField>
      <FormField
        label="Message to the customer (optional)"
        hint="Shown on the customer's timeline with this change and in the e-mail they receive."
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
