import { describe, expect, it } from 'vitest';
import type { Refund, RefundState } from '@shared/schemas/refund';
import { formatDateTime } from '@/lib/submission-format';
import { pendingRefundNotice } from './pending-refund';

const refund = (over: Partial<Refund>): Refund => ({
  id: 7,
  amountCents: 1000,
  reason: 'Order cancelled',
  status: 'pending',
  adminName: 'Morgan Reyes',
  createdAt: '2026-11-20T10:00:00Z',
  inFlightUntil: null,
  ...over,
});
const stateWith = (refunds: Refund[]): RefundState => ({
  paymentId: 3,
  label: 'Order payment',
  orderReference: 'QO-1',
  amountCents: 1000,
  refundedCents: 0,
  refundableCents: 0,
  mode: 'sandbox',
  testPayment: true,
  blockedBy: 'A refund of this payment was not confirmed by the card processor. Ask the processor again before refunding more.',
  refunds,
});

describe('what the admin reads of a refund left pending', () => {
  it('says the amount and since when, and offers to ask again once nothing is out with the processor', () => {
    const notice = pendingRefundNotice(stateWith([refund({ id: 5, status: 'failed' }), refund({})]));
    expect(notice).toEqual({
      refundId: 7,
      askAfter: null,
      text: `A refund of $10.00 has been waiting for the card processor's confirmation since ${formatDateTime('2026-11-20T10:00:00Z')}. Ask again: the same refund is re-sent, never a second one.`,
    });
  });

  it('says when it can be asked again while a request is out with the processor', () => {
    const notice = pendingRefundNotice(stateWith([refund({ inFlightUntil: '2026-11-20T10:01:05Z' })]));
    expect(notice?.askAfter).toBe('2026-11-20T10:01:05Z');
    expect(notice?.text).toContain(`it can be asked again after ${formatDateTime('2026-11-20T10:01:05Z')}.`);
  });

  it('says nothing when no refund is pending', () => {
    expect(pendingRefundNotice(stateWith([refund({ status: 'succeeded' }), refund({ status: 'failed' })]))).toBeNull();
  });
});
