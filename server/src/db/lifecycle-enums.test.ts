import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, SUBMISSION_STATUSES } from '@shared/lifecycle';
import { REJECTION_KINDS } from '@shared/rejection';
import { paymentStatusEnum, rejectionKindEnum, submissionStatusEnum } from './schema';

// The database enums keep their values written out (drizzle-kit reads them); they must be the shared lists.
describe('database status enums', () => {
  it('are the lifecycle table lists', () => {
    expect(submissionStatusEnum.enumValues).toEqual([...SUBMISSION_STATUSES]);
    expect(paymentStatusEnum.enumValues).toEqual([...PAYMENT_STATUSES]);
    expect(rejectionKindEnum.enumValues).toEqual([...REJECTION_KINDS]);
  });
});
