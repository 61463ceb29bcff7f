import { describe, expect, it } from 'vitest';
import type { Submission } from '@shared/schemas/submission';
import { allPass, initialUpdateValues, offeredStatuses, toUpdatePayload, verdictsOffered } from './update-rules';
import { everyItemJudged } from './verdicts';

const item = (id: number, outcome: 'pass' | 'fail' | null = null): Submission['items'][number] => ({
  id,
  athlete: 'wayne-gretzky',
  itemType: null,
  description: `Item ${id}`,
  imageUrls: [],
  outcome,
  title: 'Wayne Gretzky autograph',
  declaredValueCents: null,
});

const submission = (over: Partial<Submission>) =>
  ({ serviceType: 'full_loa', status: 'pending', outcome: null, notes: null, version: 3, items: [item(1)], ...over }) as Submission;

describe('the update dialog rules', () => {
  it('offers Processing only for Full LOA and bundles', () => {
    expect(offeredStatuses('quick_opinion')).toEqual(['pending', 'completed']);
    expect(offeredStatuses('full_loa')).toEqual(['pending', 'processing', 'completed']);
    expect(offeredStatuses('bundle_loa')).toEqual(['pending', 'processing', 'completed']);
  });

  it('offers what the lifecycle table allows from where the submission is: nothing once rejected', () => {
    expect(offeredStatuses('full_loa', 'completed')).toEqual(['pending', 'processing', 'completed']);
    expect(offeredStatuses('quick_opinion', 'completed')).toEqual(['pending', 'completed']);
    expect(offeredStatuses('full_loa', 'rejected')).toEqual([]);
  });

  it('starts from the submission as it is, a verdict per item', () => {
    expect(initialUpdateValues(submission({ status: 'processing', notes: 'Hologram checked', outcome: null }))).toEqual({
      status: 'processing',
      itemOutcomes: { i1: '' },
      notes: 'Hologram checked',
      customerNote: '',
    });
    // Rejected cannot be set here: the form starts at Pending.
    expect(initialUpdateValues(submission({ status: 'rejected' })).status).toBe('pending');
    // An older submission judged as a whole shows that verdict on each item.
    const judged = initialUpdateValues(submission({ status: 'completed', outcome: 'pass', items: [item(1), item(2, 'fail')] }));
    expect(judged.itemOutcomes).toEqual({ i1: 'pass', i2: 'fail' });
  });

  it('sends the status only when the admin chose another one, and the version of the copy shown', () => {
    const s = submission({ status: 'processing', version: 7 });
    const values = initialUpdateValues(s);
    expect(toUpdatePayload({ ...values, notes: 'Checked' }, s)).toEqual({ notes: 'Checked', version: 7 });
    expect(toUpdatePayload({ ...values, status: 'completed' }, s)).toEqual({ status: 'completed', notes: '', version: 7 });
    // Rejected shows as Pending: left as is, nothing is sent.
    const rejected = submission({ status: 'rejected' });
    expect(toUpdatePayload(initialUpdateValues(rejected), rejected)).toEqual({ notes: '', version: 3 });
  });

  it('sends every chosen verdict when one changed, with the customer note trimmed', () => {
    const s = submission({ status: 'processing', items: [item(1), item(2)] });
    const values = initialUpdateValues(s);
    expect(toUpdatePayload({ ...values, itemOutcomes: { i1: 'pass', i2: 'fail' }, customerNote: ' Thanks! ' }, s)).toEqual({
      notes: '',
      itemOutcomes: [
        { itemId: 1, outcome: 'pass' },
        { itemId: 2, outcome: 'fail' },
      ],
      customerNote: 'Thanks!',
      version: 3,
    });
    const judged = submission({ items: [item(1, 'pass'), item(2, 'pass')] });
    expect(toUpdatePayload(initialUpdateValues(judged), judged)).not.toHaveProperty('itemOutcomes');
  });

  it('gives every item a pass in one click', () => {
    const s = submission({ items: [item(1), item(2, 'fail')] });
    expect(allPass(s)).toEqual({ i1: 'pass', i2: 'pass' });
  });

  it('offers verdicts once the submission is under way or being completed', () => {
    expect(verdictsOffered('pending', { i1: '' })).toBe(false);
    expect(verdictsOffered('processing', { i1: '' })).toBe(true);
    expect(verdictsOffered('completed', { i1: '' })).toBe(true);
    expect(verdictsOffered('pending', { i1: 'fail' })).toBe(true);
  });

  it('knows when every item has its verdict (the invoice and the return wait for it)', () => {
    expect(everyItemJudged(submission({ items: [item(1, 'pass'), item(2)] }))).toBe(false);
    expect(everyItemJudged(submission({ outcome: 'pass', items: [item(1), item(2)] }))).toBe(true);
    expect(everyItemJudged(submission({ items: [item(1, 'pass'), item(2, 'fail')] }))).toBe(true);
  });
});
