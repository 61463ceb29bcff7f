import { z } from 'zod';

const counts = {
  /** Certificates issued, valid and revoked (demonstration records are never counted). */
  issued: z.number(),
  valid: z.number(),
  revoked: z.number(),
  /** Items whose examination has a verdict, and those that did not pass. */
  examined: z.number(),
  failed: z.number(),
  /** The latest certificate's issue or verdict of the group; null when there is none. */
  latest: z.string().nullable(),
};

/** GET /api/population: what was examined and certified, per athlete and item type; never a holder. */
export const populationRowSchema = z.object({ athlete: z.string(), itemType: z.string(), ...counts });
export const populationReportSchema = z.object({
  rows: z.array(populationRowSchema),
  totals: z.object(counts),
  generatedAt: z.string(),
});
export type PopulationRow = z.infer<typeof populationRowSchema>;
export type PopulationReport = z.infer<typeof populationReportSchema>;
