import type { FastifyBaseLogger } from 'fastify';
import { MULTIPLE_ATHLETES } from '@shared/constants';
import { quickOpinionTotalCents } from '@shared/pricing';
import type { QuickOpinionSubmissionInput } from '@shared/schemas/submission';
import { UPLOAD_URL_PATTERN } from '@shared/uploads';
import { badRequest, HttpError } from '../../lib/http-error';
import type { LoadedSession } from '../auth/session-store';
import type { Mailer } from '../mail/mailer';
import type { PaymentRepository } from '../payments/payment-repository';
import type { UploadRepository } from '../uploads/upload-repository';
import { quickOpinionConfirmation } from './confirmation-email';
import { ChargeAlreadyAttachedError, type SubmissionRepository } from './submission-repository';

const paymentRequired = (message: string) => new HttpError(402, message);

export function summarizeItems(items: { description: string }[]): string {
  const first = items[0]?.description ?? '';
  const short = first.length > 80 ? `${first.slice(0, 77)}...` : first;
  return items.length === 1 ? short : `${items.length} items: ${short}`;
}

export function createSubmissionService(deps: {
  submissions: SubmissionRepository;
  payments: PaymentRepository;
  uploads: UploadRepository;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { submissions, payments, uploads, mailer } = deps;

  /** Every image must be one this browser session uploaded to this site. */
  async function checkImages(sessionId: string, items: { imageUrls: string[] }[]) {
    const idsByItem = items.map((i) => i.imageUrls.map((u) => UPLOAD_URL_PATTERN.exec(u)?.[1] ?? ''));
    const owned = await uploads.ownedBy(sessionId, idsByItem.flat());
    const errors: Record<string, string> = {};
    idsByItem.forEach((ids, n) => {
      if (ids.some((id) => !owned.has(id))) errors[`items.${n}.imageUrls`] = 'Images must be uploaded to this site';
    });
    if (Object.keys(errors).length) throw badRequest(`Invalid ${Object.keys(errors)[0]}: images must be uploaded to this site`, errors);
  }

  return {
    async createQuickOpinion(session: LoadedSession | null, input: QuickOpinionSubmissionInput) {
      if (!session) throw paymentRequired('A completed card payment is required for a Quick Opinion');
      await checkImages(session.id, input.items);

      const charge = await payments.findByTransactionId(input.cloverTransactionId);
      // Only this browser's own approved, unattached charge of exactly $10 per item will do.
      if (!charge || charge.sessionId !== session.id || charge.status !== 'approved') {
        throw paymentRequired('No approved payment was found for this submission');
      }
      if (charge.submissionId !== null) throw paymentRequired('This payment is already attached to another submission');
      if (charge.serviceType !== 'quick_opinion' || charge.amountCents !== quickOpinionTotalCents(input.items.length)) {
        throw paymentRequired(`The payment does not match the order: ${input.items.length} item(s) cost $${input.items.length * 10}.00`);
      }

      const athletes = new Set(input.items.map((i) => i.athlete));
      try {
        const created = await submissions.create(
          {
            userId: session.user?.id ?? null,
            visitorSessionId: session.id,
            serviceType: 'quick_opinion',
            status: 'pending',
            fullName: input.fullName,
            email: input.email,
            phoneNumber: input.phoneNumber || null,
            item: summarizeItems(input.items),
            athlete: athletes.size === 1 ? [...athletes][0]! : MULTIPLE_ATHLETES,
            quantity: input.items.length,
            customerNotes: input.items.map((i, n) => `Item ${n + 1}: ${i.description}`).join('\n\n'),
            paymentAmountCents: charge.amountCents,
            paymentCurrency: charge.currency,
            paymentStatus: 'paid',
            paymentMethod: 'clover',
            paymentDate: charge.updatedAt,
            transactionId: charge.transactionId,
            cardLast4: charge.last4,
            cardType: charge.cardBrand,
            orderId: charge.orderId,
          },
          input.items.map((i, n) => ({ position: n, athlete: i.athlete, itemType: null, description: i.description, imageUrls: i.imageUrls })),
          charge.id,
        );
        mailer.send(quickOpinionConfirmation(created, deps.publicUrl)).catch((err: unknown) => {
          deps.log.error({ err, submissionId: created.id }, 'confirmation e-mail failed');
        });
        return created;
      } catch (err) {
        if (err instanceof ChargeAlreadyAttachedError) throw paymentRequired('This payment is already attached to another submission');
        throw err;
      }
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
