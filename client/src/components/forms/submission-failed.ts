import { toast } from '@/components/ui/use-toast';
import { formRefusalMessage } from './form-refusal';

const GENERIC = 'There was an error processing your request. Please try again.';

/**
 * The spec's 'Submission failed' toast (spec 01, 8): on a form the schema refused, or a submission
 * the server refused. Pass the form's own wording where the spec gives one.
 */
export function toastSubmissionFailed(description: string = GENERIC): void {
  toast({ variant: 'destructive', title: 'Submission failed', description });
}

/** The 'Submission failed' toast of a form its schema refused: what to correct, in the fields' own words. */
export function toastFormRefused(errors: unknown): void {
  toastSubmissionFailed(formRefusalMessage(errors));
}
