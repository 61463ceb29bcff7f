import { businessDay } from '@shared/format';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

/**
 * Runs one shipping step: the server's field errors under their fields, its message in a
 * destructive toast; when it worked, `onDone` (the dialog reloads the submission the step moved: its
 * status and version), then `done` in a toast.
 */
export function useStepRunner(done: string, onDone?: () => Promise<unknown>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setErrors({});
    try {
      await action();
      // The dialog shows the moved submission before saying it is done.
      await onDone?.();
      toast({ title: done });
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError) setErrors({ ...apiError.fieldErrors });
      toast({ variant: 'destructive', title: 'Not saved', description: apiError?.message || 'An error occurred' });
      return false;
    }
  };
  return { errors, run };
}

export const todayIso = () => businessDay();

/** "12.50" typed in dollars, as whole cents (NaN when it is not an amount). */
export const dollarsToCents = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN);
