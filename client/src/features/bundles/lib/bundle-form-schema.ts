import { z } from 'zod';
import type { AthleteSlug } from '@shared/constants';
import type { BundleType } from '@shared/loa-options';
import type { BundleDefinition } from '@shared/pricing';
import type { User } from '@shared/schemas/auth';
import { bundleSubmissionSchema } from '@shared/schemas/loa-submission';
import { contactOf, emptyReturnShipping } from '@/components/forms/contact-defaults';

/**
 * The bundles page form: the submission's own rules (docs/product.md, Input rules), without the card payment fields,
 * which only exist once the payment step has charged the card.
 */
export const bundleFormSchema = bundleSubmissionSchema
  .omit({ cloverTransactionId: true, cardLast4: true, cloverOrderId: true })
  // A plain boolean in the form (the checkbox starts unticked), still refused unless true.
  .extend({ agree: z.boolean().refine((v) => v, 'You must agree to the terms and conditions') });

/** What the inputs hold (an athlete may still be '' and the bundle unselected). */
export type BundleFormValues = z.input<typeof bundleFormSchema>;
/** What a valid form hands over, defaults applied. */
export type BundleFormData = z.output<typeof bundleFormSchema>;
export type BundleItemValues = BundleFormValues['items'][number];

// '' shows 'Select athlete' / no bundle until the visitor chooses; the schema refuses it on submit.
const NO_ATHLETE = '' as AthleteSlug;
export const NO_BUNDLE = '' as BundleType;

export const emptyBundleItem = (athlete: AthleteSlug = NO_ATHLETE): BundleItemValues => ({ athlete, itemType: '', description: '', imageUrls: [], declaredValue: '' });

export function emptyBundleForm(user: User | null): BundleFormValues {
  return {
    serviceType: 'bundle_loa',
    bundleType: NO_BUNDLE,
    ...contactOf(user),
    ...emptyReturnShipping(),
    items: [],
    overpaymentChoice: 'refund',
    agree: false,
  };
}

/**
 * The item rows for a newly chosen bundle: one row per slot, each prefilled with the slot's first
 * athlete (The Goal's open slot starts at Michael Jordan, so the bundle price shows at once). A row
 * the visitor already described is carried over when its athlete fits a slot, so switching bundles
 * never throws away typed details that still apply.
 */
export function rowsForBundle(bundle: BundleDefinition, previous: readonly BundleItemValues[] = []): BundleItemValues[] {
  const unused = previous.filter((row) => row.itemType.trim() || row.description.trim() || String(row.declaredValue ?? '').trim());
  return bundle.slots.map((slot) => {
    const index = unused.findIndex((row) => slot.includes(row.athlete));
    if (index === -1) return emptyBundleItem(slot[0]);
    const [row] = unused.splice(index, 1);
    return { ...emptyBundleItem(row!.athlete), itemType: row!.itemType, description: row!.description, declaredValue: row!.declaredValue ?? '' };
  });
}
