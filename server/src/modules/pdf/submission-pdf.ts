import type { Invoice } from '@shared/schemas/invoices';
import type { CustomerRefund } from '@shared/schemas/refund';
import type { Submission } from '@shared/schemas/submission';
import { drawCharges } from './charges-section';
import { drawFooter, drawHeader } from './layout';
import { PAGE_MARGIN, renderPdf } from './pdf-buffer';
import { drawQrCode } from './qr-code';
import { drawFacilities, drawForYourRecords, drawPackingInstructions } from './shipping-section';
import { drawItems, drawOverview } from './submission-sections';

const QR_SIZE = 72;

/** What the QR code on the packing slip reads: the order number, for the facility's scanner. */
export const submissionQrText = (orderNumber: string) => `GOAT-ORDER-${orderNumber}`;

/**
 * The page the customer prints and puts in the package: who and what was submitted, the charges,
 * where to send it and how to pack it. `images` holds the photo of each item (or null); `invoice` is
 * the current one, once issued: its charges replace the estimate. `refunds`: those made of the card
 * payment taken at submission (a Bundle's), shown with the net as on the receipts.
 */
export function renderSubmissionPdf(s: Submission, images: (Buffer | null)[], invoice: Invoice | null = null, refunds: CustomerRefund[] = []): Promise<Buffer> {
  const service = s.serviceType === 'bundle_loa' ? 'Bundle Letter of Authenticity' : 'Full Letter of Authenticity';
  return renderPdf(
    { title: `${service}: Order ${s.orderNumber}`, subject: `Packing slip of order ${s.orderNumber}` },
    async (doc) => {
      drawHeader(doc, `${service} · Order ${s.orderNumber}`);
      await drawQrCode(doc, submissionQrText(s.orderNumber), doc.page.width - PAGE_MARGIN - QR_SIZE, 12, QR_SIZE);
      drawOverview(doc, s);
      drawItems(doc, s, images);
      drawCharges(doc, s, invoice, refunds);
      // Where to send and how to pack only while the items are still to come (pending: not received).
      if (s.status === 'pending') {
        drawFacilities(doc);
        drawPackingInstructions(doc, `Put this page in the package: it carries order number ${s.orderNumber}, which links your items to your submission.`);
      } else {
        drawForYourRecords(doc, s.orderNumber);
      }
    },
    (doc, page, count) => drawFooter(doc, `Order ${s.orderNumber}`, page, count),
  );
}
