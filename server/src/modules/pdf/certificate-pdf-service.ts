import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { DerivedImages } from '../uploads/derived-images';
import { certificates, submissions } from '../../db/schema';
import { canRead, type Viewer } from '../auth/submission-access';
import { renderCertificatePdf } from './certificate-pdf';
import { loadItemImages } from './item-images';

export function createCertificatePdfService(deps: { db: Db; publicUrl: string; images: DerivedImages }) {
  return {
    /**
     * The certificate's PDF for whoever may read its submission (owner, admin, the creating browser),
     * or null: unknown number and someone else's certificate get the same answer.
     */
    async render(certificateNumber: string, viewer: Viewer): Promise<Buffer | null> {
      const [row] = await deps.db
        .select({ certificate: certificates, submission: submissions })
        .from(certificates)
        .innerJoin(submissions, eq(certificates.submissionId, submissions.id))
        .where(eq(certificates.certificateNumber, certificateNumber))
        .orderBy(desc(certificates.issueDate))
        .limit(1);
      if (!row || !canRead(row.submission, viewer)) return null;
      const { certificate: c, submission: s } = row;
      const [photo] = await loadItemImages(deps.images, [{ imageUrls: c.imageUrl ? [c.imageUrl] : [] }]);
      return renderCertificatePdf(
        {
          certificateNumber: c.certificateNumber,
          item: c.item,
          athlete: c.athlete,
          issueDate: c.issueDate,
          grade: c.grade,
          authenticator: c.authenticator,
          orderNumber: s.orderNumber,
          holderName: s.fullName,
          photo: photo ?? null,
          status: c.status,
          revokedAt: c.revokedAt,
        },
        deps.publicUrl,
      );
    },
  };
}

export type CertificatePdfService = ReturnType<typeof createCertificatePdfService>;
