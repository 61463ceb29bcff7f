import { describe, expect, it } from 'vitest';
import type { Submission } from '@shared/schemas/submission';
import { initialUpdateValues, offeredStatuses, toUpdatePayload } from './update-rules';

const item = (id: number, outcome: 'pass' | 'fail' | null = null): Submission['items'][number] => ({
  id,
  athlete: 'wayne-gretzky',
  itemType: null,
  description: `Item ${id}`,
  imageUrls: [],
  outcome,
  title: 'Wayne Gretzky signed item',
});

const submission = (over: Partial<Submission>) =>
  ({ serviceType: 'full_loa', status: 'pending', outcome: null, notes: null, items: [item(1)], ...over }) as Submission;

describe('the update dialog rules', () => {
  it('offers Processing only for Full LOA and bundles', () => {
    expect(offeredStatuses('quick_opinion')).toEqual(['pending', 'completed']);
    expect(offeredStatuses('full_loa')).toEqual(['pending', 'processing', 'completed']);
    expect(offeredStatuses('bundle_loa')).toEqual(['pending', 'processing', 'completed']);
  });

  it('starts from the submission as it is', () => {
    expect(initialUpdateValues(submission({ status: 'processing', notes: 'Hologram checked', outcome: null }))).toEqual({
      status: 'processing',
      outcome: '',
      judgeSeparately: false,
      itemOutcomes: { i1: '' },
      notes: 'Hologram checked',
      customerNote: '',
    });
    // Rejected cannot be set here: the form starts at Pending.
    expect(initialUpdateValues(submission({ status: 'rejected' })).status).toBe('pending');
    const judged = initialUpdateValues(submission({ status: 'completed', outcome: 'pass', items: [item(1, 'pass'), item(2, 'fail')] }));
    expect(judged.judgeSeparately).toBe(true);
    expect(judged.itemOutcomes).toEqual({ i1: 'pass', i2: 'fail' });
  });

  it('sends outcomes only when completing, item outcomes only when judged apart, and the version read', () => {
    const s = submission({ items: [item(1), item(2)] });
    const base = { status: 'completed' as const, outcome: 'pass' as const, judgeSeparately: false, itemOutcomes: { i1: 'pass' as const, i2: 'fail' as const }, notes: 'ok', customerNote: '  ' };
    expect(toUpdatePayload(base, s, 4)).toEqual({ status: 'completed', notes: 'ok', outcome: 'pass', version: 4 });
    expect(toUpdatePayload({ ...base, judgeSeparately: true, customerNote: ' Thanks! ' }, s, 4)).toEqual({
      status: 'completed',
      notes: 'ok',
      outcome: 'pass',
      itemOutcomes: [
        { itemId: 1, outcome: 'pass' },
        { itemId: 2, outcome: 'fail' },
      ],
      customerNote: 'Thanks!',
      version: 4,
    });
    expect(toUpdatePayload({ ...base, status: 'processing', judgeSeparately: true }, s, 2)).toEqual({ status: 'processing', notes: 'ok', version: 2 });
    // No outcome chosen: none is sent and the server explains.
    expect(toUpdatePayload({ ...base, outcome: '' }, s, 1)).toEqual({ status: 'completed', notes: 'ok', version: 1 });
  });
});
