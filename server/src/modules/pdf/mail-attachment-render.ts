import { linkViewer } from '../auth/submission-access';
import type { InvoiceDocuments } from '../invoices/invoice-documents';
import type { RenderAttachment } from '../mail/mail-attachments';
import type { SubmissionPdfService } from './submission-pdf-service';

/**
 * The outbox's attachments, rendered when an e-mail is sent (decision 034) by the same services as the
 * customer's downloads, as the order's customer sees them (never an admin's version).
 */
export function mailAttachmentRenderer(deps: { submissionPdf: SubmissionPdfService; invoiceDocuments: Pick<InvoiceDocuments, 'invoiceById'> }): RenderAttachment {
  return async (ref) => {
    switch (ref.kind) {
      case 'submission-pdf': {
        const pdf = await deps.submissionPdf.render(ref.orderNumber, linkViewer(ref.submissionId));
        return pdf ? { filename: `Full_LOA_Submission_${ref.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' } : null;
      }
      case 'invoice-pdf': {
        const doc = await deps.invoiceDocuments.invoiceById(ref.invoiceId);
        return doc ? { filename: doc.filename, content: doc.pdf, contentType: 'application/pdf' } : null;
      }
    }
  };
}
