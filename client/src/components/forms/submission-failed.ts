import { toast } from '@/components/ui/use-toast';
import { formRefusalMessage } from './form-refusal';

const GENERIC = 'There was an error processing your request. Please try again.';

/**
 * The product's 'Submission failed' toast (docs/product.md, Errors): on a form the schema refused, or a submission
 * the server refused. Pass the form's own wording where docs/product.md gives one.
 */
export function toastSubmissionFailed(description: string = GENERIC): void {
  toast({ variant: 'destructive', title: 'Submission failed', description });
}

/** The 'Submission failed' toast of a form its schema refused: what to correct, in the fields' own words. */
export function toastFormRefused(errors: unknown): void {
  toastSubmissionFailed(formRefusalMessage(errors));
}
