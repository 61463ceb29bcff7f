import { z } from 'zod';
import { quickOpinionSubmissionSchema } from '@shared/schemas/submission';

/** The step-1 form: the submission's own rules, without the payment fields added at step 2. */
export const quickOpinionFormSchema = quickOpinionSubmissionSchema
  .omit({ cloverTransactionId: true, cardLast4: true, cloverOrderId: true })
  .extend({ agree: z.boolean().refine((v) => v, 'You must agree to the terms and conditions') });

export type QuickOpinionFormValues = z.input<typeof quickOpinionFormSchema>;
