import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { HolderLink } from '@shared/schemas/certificate';
import { holderCorrectionFields } from '@shared/schemas/certificate-holders';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/submission-format';
import { useCorrectHolder } from '../api/correct-holder';

const VIA_LABELS: Record<HolderLink['via'], string> = { issue: 'Issued', transfer: 'Transfer', correction: 'Correction' };

// The route's own field rules; the name may be left empty (the account's, or the order's, is used).
const formSchema = z.object({
  email: holderCorrectionFields.email,
  fullName: z.union([z.literal(''), holderCorrectionFields.fullName]),
  reason: holderCorrectionFields.reason,
});
type FormValues = z.infer<typeof formSchema>;

function CorrectHolderForm({ certificateNumber, onDone }: { certificateNumber: string; onDone: () => void }) {
  const correct = useCorrectHolder();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { email: '', fullName: '', reason: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email, fullName, reason }) => {
    try {
      await correct.mutateAsync({ certificateNumber, email, reason, ...(fullName ? { fullName } : {}) });
      toast({ title: 'Holder corrected', description: `${certificateNumber} is now held by ${email}. Verification asks for their last name.` });
      onDone();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors = apiError?.fieldErrors ?? {};
      for (const field of ['email', 'fullName', 'reason'] as const) if (fieldErrors[field]) form.setError(field, { message: fieldErrors[field] });
      toast({ variant: 'destructive', title: 'Not corrected', description: apiError?.message ?? 'Please try again.' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Correct holder">
      <FormField label="New holder's e-mail" error={errors.email?.message} hint="Their account's e-mail; for a guest order, the order's own e-mail.">
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField label="Full name (optional)" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('fullName')} />}
      </FormField>
      <FormField label="Reason (kept in the chain)" error={errors.reason?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('reason')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="sm" disabled={correct.isPending}>
          {correct.isPending ? 'Saving...' : 'Save holder'}
        </Button>
      </div>
    </form>
  );
}

/** Every holder of a certificate, the first first (names and e-mails: admins only), and the correction form. */
export function HolderChain({ certificateNumber, chain }: { certificateNumber: string; chain: HolderLink[] }) {
  const [correcting, setCorrecting] = useState(false);
  return (
    <section aria-labelledby="holders-heading" className="grid gap-3 rounded-lg border border-ink-900/10 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="holders-heading" className="font-display text-lg font-semibold tracking-wide uppercase">
          Holders
        </h3>
        {!correcting ? (
          <Button variant="outline" size="sm" onClick={() => setCorrecting(true)}>
            Correct holder
          </Button>
        ) : null}
      </div>
      <ol className="grid gap-2 text-sm" aria-label="Chain of holders">
        {chain.map((link, n) => (
          <li key={`${link.since}-${n}`} className="grid gap-0.5 border-t border-ink-900/8 pt-2 first:border-t-0 first:pt-0">
            <span className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold text-ink-900">
                {link.fullName} <span className="font-normal text-slate-600">· {link.email}</span>
              </span>
              <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{VIA_LABELS[link.via]}</span>
            </span>
            <span className="text-slate-600">
              {formatDate(link.since)} – {link.until ? formatDate(link.until) : 'now'}
              {link.recordedBy ? ` · recorded by ${link.recordedBy}` : ''}
            </span>
            {link.reason ? <span className="whitespace-pre-line text-slate-700">{link.reason}</span> : null}
          </li>
        ))}
      </ol>
      {correcting ? <CorrectHolderForm certificateNumber={certificateNumber} onDone={() => setCorrecting(false)} /> : null}
    </section>
  );
}
