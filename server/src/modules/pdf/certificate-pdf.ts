import { ATHLETES, BRAND } from '@shared/constants';
import { FONT } from './fonts';
import { COLOR, contentWidth, drawFooter, drawHeader, labelled } from './layout';
import { PAGE_MARGIN, renderPdf } from './pdf-buffer';
import { drawQrCode } from './qr-code';
import { formatDate } from './submission-sections';

export interface CertificateFacts {
  certificateNumber: string;
  item: string;
  athlete: string;
  issueDate: Date;
  grade: string | null;
  authenticator: string | null;
  orderNumber: string | null;
  holderName: string;
  /** The item's photo as a JPEG, or null when it has none (or it cannot be read). */
  photo: Buffer | null;
  status: 'valid' | 'revoked';
  revokedAt: Date | null;
}

const athleteName = (slug: string) => ATHLETES.find((a) => a.slug === slug)?.name ?? slug;

/** Where the QR code leads: the public verification page with the number filled in. */
export const certificateVerificationUrl = (publicUrl: string, certificateNumber: string) =>
  `${publicUrl}/certificate-verification?cert=${encodeURIComponent(certificateNumber)}`;

/** The letter a customer keeps with the item: what was authenticated, by whom, and how to check it. */
export function renderCertificatePdf(c: CertificateFacts, publicUrl: string): Promise<Buffer> {
  return renderPdf(
    { title: `Certificate of Authenticity ${c.certificateNumber}`, subject: `${c.item}, ${athleteName(c.athlete)}` },
    (doc) => {
      drawHeader(doc, 'Certificate of Authenticity');
      const qr = 84;
      drawQrCode(doc, certificateVerificationUrl(publicUrl, c.certificateNumber), doc.page.width - PAGE_MARGIN - qr, 6, qr);
      const width = contentWidth(doc);
      doc.font(FONT.bold).fontSize(11).fillColor(COLOR.muted).text('CERTIFICATE NUMBER', PAGE_MARGIN, doc.y);
      doc.font(FONT.bold).fontSize(26).fillColor(COLOR.navy).text(c.certificateNumber, PAGE_MARGIN, doc.y + 2);
      doc.moveDown(0.8);
      doc.font(FONT.body).fontSize(12).fillColor(COLOR.text);
      doc.text(
        `${BRAND.name} has examined the item below and found the signature of ${athleteName(c.athlete)} to be authentic.`,
        PAGE_MARGIN,
        doc.y,
        { width },
      );
      doc.moveDown(1);
      const col = (width - 20) / 2;
      // Two columns of facts, row by row; each row starts below the taller of its two cells.
      const rows: [string, string, string, string][] = [
        ['Item', c.item, 'Athlete', athleteName(c.athlete)],
        ['Issued', formatDate(c.issueDate.toISOString()), 'Issued to', c.holderName],
        ['Grade', c.grade ?? 'Not graded', 'Authenticator', c.authenticator ?? BRAND.name],
        ['Order', c.orderNumber ?? '-', '', ''],
      ];
      let y = doc.y;
      for (const [l1, v1, l2, v2] of rows) {
        const left = labelled(doc, l1, [v1], PAGE_MARGIN, y, col);
        const right = l2 ? labelled(doc, l2, [v2], PAGE_MARGIN + col + 20, y, col) : left;
        y = Math.max(left, right) + 10;
      }
      const y4 = y + 6;
      doc.font(FONT.body).fontSize(10).fillColor(COLOR.muted);
      doc.text(
        `Anyone can check this certificate: scan the code above, or enter its number with the holder's last name on ${publicUrl}/certificate-verification.`,
        PAGE_MARGIN,
        y4,
        { width },
      );
    },
    (doc, page, count) => drawFooter(doc, `Certificate ${c.certificateNumber}`, page, count),
  );
}
