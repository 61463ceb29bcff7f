import type { FastifyBaseLogger } from 'fastify';
import { quickOpinionTotalCents } from '@shared/pricing';
import type { QuickOpinionSubmissionInput } from '@shared/schemas/submission';
import type { LoadedSession } from '../auth/session-store';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { PaymentRepository } from '../payments/payment-repository';
import type { UploadRepository } from '../uploads/upload-repository';
import { createChargeCheck, paymentRequired, withChargeAttachment } from './charge-check';
import { quickOpinionConfirmation } from './confirmation-email';
import { createImageOwnershipCheck } from './image-ownership';
import type { SubmissionRepository } from './submission-repository';
import { athleteSummary, notesByItem, summarizeItems } from './submission-summary';

export interface SubmissionServiceDeps {
  submissions: SubmissionRepository;
  payments: PaymentRepository;
  uploads: UploadRepository;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Sends a confirmation without holding up the answer; a failure is logged, the submission stands. */
export function confirmationSender(deps: SubmissionServiceDeps) {
  return (message: MailMessage, submissionId: number) => {
    deps.mailer.send(message).catch((err: unknown) => {
      deps.log.error({ err, submissionId }, 'confirmation e-mail failed');
    });
  };
}

export function createSubmissionService(deps: SubmissionServiceDeps) {
  const { submissions } = deps;
  const checkImages = createImageOwnershipCheck(deps.uploads);
  const usableCharge = createChargeCheck(deps.payments);
  const confirm = confirmationSender(deps);

  return {
    async createQuickOpinion(session: LoadedSession | null, input: QuickOpinionSubmissionInput) {
      if (!session) throw paymentRequired('A completed card payment is required for a Quick Opinion');
      await checkImages(session.id, input.items);

      // Only this browser's own approved, unattached charge of exactly $10 per item will do.
      const charge = await usableCharge(session.id, input.cloverTransactionId, {
        serviceType: 'quick_opinion',
        amountCents: quickOpinionTotalCents(input.items.length),
        mismatchMessage: `The payment does not match the order: ${input.items.length} item(s) cost $${input.items.length * 10}.00`,
      });

      const created = await withChargeAttachment(() =>
        submissions.create(
          {
            userId: session.user?.id ?? null,
            visitorSessionId: session.id,
            serviceType: 'quick_opinion',
            status: 'pending',
            fullName: input.fullName,
            email: input.email,
            phoneNumber: input.phoneNumber || null,
            item: summarizeItems(input.items),
            athlete: athleteSummary(input.items),
            quantity: input.items.length,
            customerNotes: notesByItem(input.items),
            paymentAmountCents: charge.amountCents,
            paymentCurrency: charge.currency,
            paymentStatus: 'paid',
            paymentMethod: 'clover',
            paymentMode: charge.mode,
            paymentDate: charge.updatedAt,
            transactionId: charge.transactionId,
            cardLast4: charge.last4,
            cardType: charge.cardBrand,
            orderId: charge.orderId,
          },
          input.items.map((i, n) => ({ position: n, athlete: i.athlete, itemType: null, description: i.description, imageUrls: i.imageUrls })),
          charge.id,
        ),
      );
      confirm(quickOpinionConfirmation(created, deps.publicUrl), created.id);
      return created;
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
