import type { CustomerRefund } from '@shared/schemas/refund';
import type { Db } from '../../db/types';
import type { DerivedImages } from '../uploads/derived-images';
import { loadShipping } from '../shipping/shipping-view';
import type { PaymentRepository } from '../payments/payment-repository';
import { refundsMade } from '../refunds/refunds-made';
import type { Viewer } from '../auth/submission-access';
import type { SubmissionRepository } from '../submissions/submission-repository';
import { loadItemImages } from './item-images';
import { renderSubmissionPdf } from './submission-pdf';

export function createSubmissionPdfService(deps: { db: Db; submissions: SubmissionRepository; payments: PaymentRepository; images: DerivedImages }) {
  /** The refunds made of the card payment taken at submission (the invoice's come with the invoice). */
  async function ownRefunds(submissionId: number): Promise<CustomerRefund[]> {
    const payment = await deps.payments.findApprovedForSubmission(submissionId);
    if (!payment) return [];
    return (await refundsMade(deps.db, [payment.id])).get(payment.id) ?? [];
  }

  return {
    /**
     * The packing slip of a Full LOA or Bundle submission, or null when there is none for this
     * viewer: unknown, someone else's, or a Quick Opinion (nothing is shipped for those).
     */
    async render(orderNumber: string, viewer: Viewer): Promise<Buffer | null> {
      const submission = await deps.submissions.findForViewer(orderNumber, viewer);
      if (!submission || submission.serviceType === 'quick_opinion') return null;
      const [images, shipping, refunds] = await Promise.all([
        loadItemImages(deps.images, submission.items),
        loadShipping(deps.db, submission.id),
        ownRefunds(submission.id),
      ]);
      return renderSubmissionPdf(submission, images, shipping?.invoice ?? null, refunds);
    },
  };
}

export type SubmissionPdfService = ReturnType<typeof createSubmissionPdfService>;
