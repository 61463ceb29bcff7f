import { describe, expect, it } from 'vitest';
import { rejectionRefundNotice } from './rejection-refund';

describe("what the admin reads of a rejection's refund", () => {
  it('says a refund that went through, and that nothing was refunded when nothing was paid', () => {
    expect(rejectionRefundNotice({ status: 'refunded', amountCents: 1000, refundedCents: 1000, message: null })).toEqual({
      problem: false,
      text: "The refund of $10.00 to the customer's card went through.",
    });
    expect(rejectionRefundNotice(null)).toBeNull();
  });

  it('says a refused refund with the reason, the amount, and where to retry', () => {
    const notice = rejectionRefundNotice({ status: 'failed', amountCents: 2500, refundedCents: 0, message: 'The card processor refused the refund: The charge is disputed' });
    expect(notice).toEqual({
      problem: true,
      text: 'The refund of $25.00 did not go through: The card processor refused the refund: The charge is disputed. Retry from Payments & refunds below.',
    });
  });

  it('says what part went back when one charge of several did not', () => {
    const notice = rejectionRefundNotice({ status: 'failed', amountCents: 4000, refundedCents: 1500, message: 'Refused.' });
    expect(notice?.text).toContain('$15.00 of it went back.');
  });

  it('says an unconfirmed refund is pending and never made twice, without telling to refund again', () => {
    const notice = rejectionRefundNotice({ status: 'pending', amountCents: 1000, refundedCents: 0, message: 'The card processor did not confirm the refund.' });
    expect(notice?.problem).toBe(true);
    expect(notice?.text).toMatch(/^The card processor did not confirm the refund of \$10\.00/);
    expect(notice?.text).toContain('never made twice');
    expect(notice?.text).toContain('ask the card processor again from Payments & refunds below.');
  });
});
