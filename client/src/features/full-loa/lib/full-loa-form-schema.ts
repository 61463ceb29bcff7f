import { z } from 'zod';
import { fullLoaSubmissionSchema } from '@shared/schemas/loa-submission';

/** The Full LOA form: the submission's own rules, with the agreement as a plain checkbox value. */
export const fullLoaFormSchema = fullLoaSubmissionSchema.extend({
  agree: z.boolean().refine((v) => v, 'You must agree to the terms and conditions'),
});

export type FullLoaFormValues = z.input<typeof fullLoaFormSchema>;
export type FullLoaFormItem = FullLoaFormValues['items'][number];
