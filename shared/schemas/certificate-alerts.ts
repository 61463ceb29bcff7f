import { z } from 'zod';
import { whenMissing } from './field-messages';

/** Which threshold of the clone alarm opened an alert (docs/decisions/041). */
export const CERTIFICATE_ALERT_REASONS = ['mismatches', 'matched-places'] as const;
export const CERTIFICATE_ALERT_REASON_LABELS: Record<(typeof CERTIFICATE_ALERT_REASONS)[number], string> = {
  mismatches: 'Looked up with other names from several places',
  'matched-places': 'Matched from unusually many places',
};

/** One alert of GET /api/admin/certificate-alerts; counts are of the alarm's window. */
export const certificateAlertSchema = z.object({
  certificateNumber: z.string(),
  reason: z.enum(CERTIFICATE_ALERT_REASONS),
  /** Lookups with a name that did not match. */
  mismatches: z.number(),
  /** Distinct places (hashed addresses) of those lookups. */
  places: z.number(),
  /** Distinct places that looked it up with the right name. */
  matchedPlaces: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  flaggedAt: z.string(),
  holderNotifiedAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
  clearedBy: z.string().nullable(),
  clearNote: z.string().nullable(),
});
export type CertificateAlert = z.infer<typeof certificateAlertSchema>;
export const certificateAlertListSchema = z.array(certificateAlertSchema);

/** POST /api/admin/certificate-alerts/:certificateNumber/clear */
export const certificateAlertClearSchema = z.object({
  note: z
    .string({ error: whenMissing('Note is required') })
    .trim()
    .min(5, 'Note must be at least 5 characters')
    .max(1000, 'Note must be 1000 characters or fewer'),
});
export type CertificateAlertClear = z.infer<typeof certificateAlertClearSchema>;
