import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/ui/checkbox-field';

/** 'I agree to the terms and conditions.' with a link to /terms, then what this form's customer promises. */
export function AgreementField({ promise }: { promise: ReactNode }) {
  const form = useFormContext<{ agree: boolean }>();
  return (
    <CheckboxField
      label={
        <>
          I agree to the{' '}
          <Link to="/terms" className="font-semibold underline decoration-gold-500 underline-offset-2">
            terms and conditions
          </Link>
          . {promise}
        </>
      }
      error={form.formState.errors.agree?.message}
      {...form.register('agree')}
    />
  );
}
