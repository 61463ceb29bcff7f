import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { declaredValueCorrectionSchema, type DeclaredValueCorrection, type DeclaredValueCorrectionInput } from '@shared/schemas/shipping';
import type { Submission } from '@shared/schemas/submission';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { athleteName } from '@/lib/submission-format';
import { useCorrectDeclaredValue } from '../api/correct-declared-value';
import { itemName } from '../lib/item-label';

const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The admin corrects what the customer declared for one item (the paper form in the box, a typo),
 * saying why: the customer reads the reason on their timeline and in an e-mail. Offered until an
 * invoice stands or the item goes back; checked by the server's own schema before it is sent, and by
 * the server again (decision 036).
 */
export function DeclaredValueCorrection({ submission, onStep }: { submission: Submission; onStep: () => Promise<unknown> }) {
  const correct = useCorrectDeclaredValue();
  const [open, setOpen] = useState(false);
  const [itemId, setItemId] = useState(submission.items[0]?.id ?? 0);
  const form = useForm<DeclaredValueCorrectionInput, unknown, DeclaredValueCorrection>({
    resolver: zodResolver(declaredValueCorrectionSchema),
    defaultValues: { declaredValue: '', reason: '' },
  });
  const { errors } = form.formState;
  const pick = (id: number) => {
    setItemId(id);
    form.setValue('declaredValue', dollarsOf(submission.items.find((i) => i.id === id)?.declaredValueCents ?? null));
  };
  const save = form.handleSubmit(async (input) => {
    try {
      await correct.mutateAsync({ submissionId: submission.id, itemId, input });
      // The dialog shows the corrected values before saying it is done.
      await onStep();
      toast({ title: 'Declared value corrected' });
      setOpen(false);
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const field of ['declaredValue', 'reason'] as const) {
        const message = apiError?.fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      toast({ variant: 'destructive', title: 'Not saved', description: apiError?.message || 'An error occurred' });
    }
  });

  if (!open) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          pick(itemId);
          setOpen(true);
        }}
      >
        Correct a declared value
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="grid gap-3 rounded-lg border border-ink-900/10 bg-paper-100/60 p-3" aria-label="Correct a declared value">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Item">
          {(control) => (
            <NativeSelect {...control} value={itemId} onChange={(e) => pick(Number(e.target.value))}>
              {submission.items.map((item, n) => (
                <option key={item.id} value={item.id}>
                  Item {n + 1} · {athleteName(item.athlete)} · {itemName(item)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Declared value ($)" error={errors.declaredValue?.message} hint="Empty declares none.">
          {(control) => <Input {...control} {...form.register('declaredValue')} inputMode="decimal" autoComplete="off" />}
        </FormField>
      </div>
      <FormField label="Reason" error={errors.reason?.message} hint="The customer reads it on their timeline and in an e-mail.">
        {(control) => <Textarea {...control} {...form.register('reason')} rows={2} className="min-h-0" maxLength={500} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" size="sm" disabled={correct.isPending}>
          {correct.isPending ? 'Saving…' : 'Save declared value'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)} disabled={correct.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
