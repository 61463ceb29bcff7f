import type { Db } from '../../db/types';
import { refundsMade } from '../refunds/refunds-made';
import type { PaymentRepository } from '../payments/payment-repository';
import type { Viewer } from '../auth/submission-access';
import type { SubmissionRepository } from '../submissions/submission-repository';
import { renderCardReceiptPdf } from './receipt-pdf';

export const NO_CARD_PAYMENT = 'This submission was not paid by card when it was submitted: its receipt comes with its invoice';

export function createReceiptPdfService(deps: { submissions: SubmissionRepository; payments: PaymentRepository; db: Db }) {
  return {
    /**
     * The receipt of the card payment a submission was made with: 'unknown' for a submission this
     * viewer may not read (the answer of one that does not exist), 'none' when it was not paid so.
     */
    async render(orderNumber: string, viewer: Viewer): Promise<Buffer | 'unknown' | 'none'> {
      const submission = await deps.submissions.findForViewer(orderNumber, viewer);
      if (!submission) return 'unknown';
      const payment = await deps.payments.findApprovedForSubmission(submission.id);
      if (!payment) return 'none';
      const made = await refundsMade(deps.db, [payment.id]);
      return renderCardReceiptPdf(submission, payment, made.get(payment.id) ?? []);
    },
  };
}

export type ReceiptPdfService = ReturnType<typeof createReceiptPdfService>;
