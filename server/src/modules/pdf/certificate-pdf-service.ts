import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { DerivedImages } from '../uploads/derived-images';
import { certificateHolders, certificates, submissions } from '../../db/schema';
import { canRead, type Viewer } from '../auth/submission-access';
import { renderCertificatePdf } from './certificate-pdf';
import { loadItemImages } from './item-images';

export function createCertificatePdfService(deps: { db: Db; publicUrl: string; images: DerivedImages }) {
  return {
    /**
     * The certificate's PDF for its holder, or null: unknown number and someone else's certificate get
     * the same answer. Until it changes hands, whoever may read its submission holds it (owner, admin,
     * the creating browser); once transferred, only the new holder's account (and admins) do, so the
     * seller can no longer print a letter they sold (decision 039).
     */
    async render(certificateNumber: string, viewer: Viewer): Promise<Buffer | null> {
      const [row] = await deps.db
        .select({ certificate: certificates, submission: submissions, holderName: certificateHolders.fullName })
        .from(certificates)
        .innerJoin(submissions, eq(certificates.submissionId, submissions.id))
        .leftJoin(certificateHolders, and(eq(certificateHolders.certificateId, certificates.id), isNull(certificateHolders.until)))
        .where(eq(certificates.certificateNumber, certificateNumber))
        .orderBy(desc(certificates.issueDate), desc(certificateHolders.id))
        .limit(1);
      if (!row) return null;
      const { certificate: c, submission: s } = row;
      const allowed = viewer.isAdmin || (c.holderUserId !== null ? viewer.userId === c.holderUserId : canRead(s, viewer));
      if (!allowed) return null;
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
          // The letter names its current holder once it has changed hands.
          holderName: c.holderUserId !== null && row.holderName ? row.holderName : s.fullName,
          photo: photo ?? null,
          status: c.status,
          revokedAt: c.revokedAt,
          demo: c.demo,
        },
        deps.publicUrl,
      );
    },
  };
}

export type CertificatePdfService = ReturnType<typeof createCertificatePdfService>;
