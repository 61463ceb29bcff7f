import { useFormContext } from 'react-hook-form';
import { HOLOGRAM_PLACEMENTS, SERVICE_LEVELS } from '@shared/loa-options';
import { ERA_SIGNATURE_FEE_CENTS, EXPEDITED_FEE_PER_ITEM_CENTS, formatUsd } from '@shared/pricing';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { cn } from '@/lib/utils';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';
import { FormSection } from '@/components/forms/form-section';

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-ink-900/15 bg-white p-4 has-[:checked]:border-gold-500 has-[:checked]:bg-gold-100/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-900';

/** Service level, the era-appropriate signature check, and where the hologram goes. */
export function FullLoaServiceOptions() {
  const form = useFormContext<FullLoaFormValues>();
  return (
    <FormSection id="loa-service" title="Service Options">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-900">Service Level</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SERVICE_LEVELS.map((level) => (
            <label key={level.value} className={choiceClass}>
              <input type="radio" value={level.value} className="mt-1 size-4 accent-ink-900" {...form.register('serviceLevel')} />
              <span className="grid gap-0.5 text-sm">
                <span className="font-semibold text-ink-900">
                  {level.label}
                  {level.value === 'expedited' ? ` (+${formatUsd(EXPEDITED_FEE_PER_ITEM_CENTS)} per item)` : ''}
                </span>
                <span className="text-slate-600">{level.turnaround}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label={
          <>
            <span className="font-semibold">Era-appropriate signature check</span> (+{formatUsd(ERA_SIGNATURE_FEE_CENTS)} per order): we also confirm the
            signature style matches the year the item was signed.
          </>
        }
        {...form.register('eraSignature')}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-900">Hologram Placement</legend>
        <div className={cn('grid gap-3 sm:grid-cols-2')}>
          {HOLOGRAM_PLACEMENTS.map((p) => (
            <label key={p.value} className={choiceClass}>
              <input type="radio" value={p.value} className="mt-1 size-4 accent-ink-900" {...form.register('hologramPlacement')} />
              <span className="text-sm font-semibold text-ink-900">{p.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}
