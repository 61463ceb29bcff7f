import { useState, type FormEvent } from 'react';
import type { Submission } from '@shared/schemas/submission';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { athleteName } from '@/lib/submission-format';
import { useCorrectDeclaredValue } from '../api/correct-declared-value';
import { itemName } from '../lib/item-label';
import { useStepRunner } from './shipping-step';

const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The admin corrects what the customer declared for one item (the paper form in the box, a typo),
 * saying why: the customer reads the reason on their timeline and in an e-mail. Offered until an
 * invoice stands or the item goes back; the server checks the same (decision 036).
 */
export function DeclaredValueCorrection({ submission, onStep }: { submission: Submission; onStep: () => Promise<unknown> }) {
  const correct = useCorrectDeclaredValue();
  const { errors, run } = useStepRunner('Declared value corrected', onStep);
  const [open, setOpen] = useState(false);
  const [itemId, setItemId] = useState(submission.items[0]?.id ?? 0);
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const pick = (id: number) => {
    setItemId(id);
    setValue(dollarsOf(submission.items.find((i) => i.id === id)?.declaredValueCents ?? null));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => correct.mutateAsync({ submissionId: submission.id, itemId, input: { declaredValue: value, reason } })).then((done) => {
      if (!done) return;
      setOpen(false);
      setReason('');
    });
  };

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
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-ink-900/10 bg-paper-100/60 p-3" aria-label="Correct a declared value">
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
        <FormField label="Declared value ($)" error={errors.declaredValue} hint="Empty declares none.">
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />}
        </FormField>
      </div>
      <FormField label="Reason" error={errors.reason} hint="The customer reads it on their timeline and in an e-mail.">
        {(control) => <Textarea {...control} rows={2} className="min-h-0" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
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
