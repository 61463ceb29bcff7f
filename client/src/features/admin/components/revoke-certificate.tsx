import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { certificateRevokeSchema, type CertificateRevoke } from '@shared/schemas/certificate';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useRevokeCertificate } from '../api/revoke-certificate';

/**
 * Revoking asks for a reason (the shared rule: at least 5 characters), then for a confirmation:
 * a revoked certificate is never valid again, and verification shows it as revoked.
 */
export function RevokeCertificate({ certificateNumber }: { certificateNumber: string }) {
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed');
  const revoke = useRevokeCertificate();
  const form = useForm<CertificateRevoke>({ resolver: zodResolver(certificateRevokeSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const confirm = async () => {
    try {
      await revoke.mutateAsync({ certificateNumber, reason: form.getValues('reason').trim() });
      toast({ title: 'Certificate revoked', description: `Certificate ${certificateNumber} now verifies as revoked.` });
      setStep('closed');
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors.reason) form.setError('reason', { message: apiError.fieldErrors.reason });
      toast({ variant: 'destructive', title: 'Revoke failed', description: apiError?.message || 'An error occurred' });
      setStep('reason');
    }
  };

  if (step === 'closed') {
    return (
      <Button variant="outline" className="w-fit border-status-rejected/40 text-status-rejected hover:border-status-rejected hover:bg-red-50" onClick={() => setStep('reason')}>
        <Ban aria-hidden="true" /> Revoke certificate
      </Button>
    );
  }
  return (
    <form
      className="grid gap-4 rounded-lg border border-status-rejected/30 bg-red-50/50 p-4"
      onSubmit={(e) => void form.handleSubmit(() => setStep('confirm'))(e)}
      noValidate
    >
      <FormField label="Reason for revoking" error={errors.reason?.message} hint="Kept with the certificate; the holder's verification shows it as revoked.">
        {(control) => <Textarea {...control} {...form.register('reason')} rows={3} className="min-h-0" readOnly={step === 'confirm'} autoFocus />}
      </FormField>
      {step === 'confirm' ? (
        <div role="alert" className="grid gap-3">
          <p className="text-sm font-semibold text-ink-900">
            Revoke {certificateNumber}? It can never be made valid again.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="destructive" disabled={revoke.isPending} onClick={() => void confirm()}>
              {revoke.isPending ? 'Revoking...' : 'Yes, revoke it'}
            </Button>
            <Button type="button" variant="outline" disabled={revoke.isPending} onClick={() => setStep('reason')}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive">
            Revoke
          </Button>
          <Button type="button" variant="outline" onClick={() => setStep('closed')}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
