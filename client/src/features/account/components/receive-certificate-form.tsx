import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { transferAcceptSchema, type TransferAccept } from '@shared/schemas/certificate-holders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useAcceptTransfer } from '../api/accept-transfer';

/**
 * Receive a certificate: the buyer enters the number and the seller's transfer code. Signed out, the
 * account screen asks to sign in or register first and comes back here (?number= kept).
 */
export function ReceiveCertificateForm() {
  const accept = useAcceptTransfer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TransferAccept>({
    resolver: zodResolver(transferAcceptSchema),
    defaultValues: { certificateNumber: params.get('number')?.slice(0, 64) ?? '', code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { certificateNumber } = await accept.mutateAsync(values);
      toast({ title: 'Certificate received', description: `${certificateNumber} is now in your name.` });
      void navigate('/account/certificates');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors = apiError?.fieldErrors ?? {};
      if (fieldErrors.certificateNumber) form.setError('certificateNumber', { message: fieldErrors.certificateNumber });
      if (fieldErrors.code) form.setError('code', { message: fieldErrors.code }, { shouldFocus: true });
      else setFormError(apiError?.message ?? 'The certificate could not be received. Please try again.');
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Enter the transfer code</CardTitle>
        <CardDescription>
          Bought an item with our letter of authenticity? Ask the seller for the certificate number and a transfer code (they create it under My
          Certificates). Once you enter both, the certificate is in your name and verification asks for your last name.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5" aria-label="Receive a certificate">
          <FormField label="Certificate Number" error={errors.certificateNumber?.message}>
            {(control) => <Input {...control} autoComplete="off" placeholder="GC-XXXXX-XXXXX" className="font-mono uppercase" {...form.register('certificateNumber')} />}
          </FormField>
          <FormField label="Transfer Code" error={errors.code?.message} hint="10 letters and digits, as XXXXX-XXXXX">
            {(control) => <Input {...control} autoComplete="off" spellCheck={false} placeholder="XXXXX-XXXXX" className="font-mono uppercase" {...form.register('code')} />}
          </FormField>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-status-rejected">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant="primary" disabled={accept.isPending} className="sm:justify-self-start">
            {accept.isPending ? 'Receiving...' : 'Receive certificate'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
