import { z } from 'zod';
import { inboundTrackingSchema } from '@shared/schemas/shipping';
import { fullLoaSubmissionSchema } from '@shared/schemas/loa-submission';

// The optional tracking section left empty sends nothing (its two fields start as empty strings).
const emptyTracking = (v: unknown) => {
  const t = v as { carrier?: string; trackingNumber?: string } | null | undefined;
  return !t || (!t.carrier && !t.trackingNumber?.trim()) ? null : v;
};

/** The Full LOA form: the submission's own rules, with the agreement as a plain checkbox value. */
export const fullLoaFormSchema = fullLoaSubmissionSchema.extend({
  agree: z.boolean().refine((v) => v, 'You must agree to the terms and conditions'),
  inboundShipment: z.preprocess(emptyTracking, inboundTrackingSchema.nullish()),
});

export type FullLoaFormValues = z.input<typeof fullLoaFormSchema>;
export type FullLoaFormItem = FullLoaFormValues['items'][number];
