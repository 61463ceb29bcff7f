import { describe, expect, it } from 'vitest';
import { athleteName, completionEstimate, hasSubmissionPdf, invoiceDueText, maskedCard, paymentStatusText, serviceTypeLabel, statusLabel } from './submission-format';

describe('how the account words a submission', () => {
  it('capitalises the status', () => {
    expect(['pending', 'processing', 'completed', 'rejected'].map((s) => statusLabel(s as 'pending'))).toEqual([
      'Pending',
      'Processing',
      'Completed',
      'Rejected',
    ]);
  });

  it('names the service, the bundle and the athletes', () => {
    expect(serviceTypeLabel({ serviceType: 'quick_opinion', bundleType: null })).toBe('Quick Opinion');
    expect(serviceTypeLabel({ serviceType: 'full_loa', bundleType: null })).toBe('Full LOA');
    expect(serviceTypeLabel({ serviceType: 'bundle_loa', bundleType: '3-peat' })).toBe('Bundle: 3-Peat');
    expect(athleteName('wayne-gretzky')).toBe('Wayne Gretzky');
    expect(athleteName('multiple-athletes')).toBe('Multiple athletes');
  });

  it('offers the PDF for mailed-in kinds only', () => {
    expect(hasSubmissionPdf({ serviceType: 'full_loa' })).toBe(true);
    expect(hasSubmissionPdf({ serviceType: 'bundle_loa' })).toBe(true);
    expect(hasSubmissionPdf({ serviceType: 'quick_opinion' })).toBe(false);
  });

  it('estimates from the shared turnaround and masks the card', () => {
    expect(completionEstimate({ serviceType: 'quick_opinion', serviceLevel: 'standard' })).toBe('Expected within one business day');
    expect(completionEstimate({ serviceType: 'full_loa', serviceLevel: 'expedited' })).toBe('Expected 7-10 business days from arrival');
    expect(maskedCard({ cardLast4: '4242', cardBrand: 'VISA' })).toBe('VISA •••• 4242');
    expect(maskedCard({ cardLast4: null, cardBrand: null })).toBeNull();
  });
});

describe('an unpaid invoice in words', () => {
  it('gives the amount and the day it is due, or since when it is overdue', () => {
    expect(invoiceDueText({ totalCents: 22950, dueAt: '2026-12-09T15:00:00.000Z', overdue: false })).toBe('$229.50 due Dec 9, 2026');
    expect(invoiceDueText({ totalCents: 16500, dueAt: '2026-11-02T15:00:00.000Z', overdue: true })).toBe('$165.00 overdue since Nov 2, 2026');
  });
});

describe('paymentStatusText', () => {
  it('names an unpaid invoice beside a payment made at submission, never "Paid" alone', () => {
    expect(paymentStatusText('paid', { status: 'unpaid' })).toBe('Paid at submission; invoice due');
    expect(paymentStatusText('invoiced', { status: 'unpaid' })).toBe('Invoice due');
    expect(paymentStatusText('paid', { status: 'paid' })).toBe('Paid');
    expect(paymentStatusText('pending_invoice', null)).toBe('Invoiced after authentication');
  });
});
