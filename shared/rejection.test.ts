import { describe, expect, it } from 'vitest';
import { REJECTION_KINDS, REJECTION_KIND_WORDS, rejectionSummary, rejectionText, rejectionWords } from './rejection';

describe('rejection words', () => {
  it('say why in the customer\'s terms and whether the items were examined', () => {
    expect(rejectionSummary('duplicate_order', 2)).toBe('Rejected — duplicate order. Your items were not examined.');
    expect(rejectionSummary('not_received', 1)).toBe('Rejected — your item never reached us. Your item was not examined.');
    expect(rejectionSummary('not_eligible', 3)).toBe('Rejected — not eligible for authentication. Your items were not examined.');
    expect(rejectionSummary('could_not_authenticate', 2)).toBe('Rejected — we could not authenticate your items. Your items were examined.');
  });

  it('never say "could not authenticate" of items nobody examined', () => {
    for (const kind of REJECTION_KINDS) {
      const said = rejectionSummary(kind, 2);
      expect(said.includes('could not authenticate')).toBe(REJECTION_KIND_WORDS[kind].examined);
      expect(said.endsWith(REJECTION_KIND_WORDS[kind].examined ? 'were examined.' : 'were not examined.')).toBe(true);
    }
  });

  it('a rejection whose kind was not recorded says only that it was rejected', () => {
    expect(rejectionWords(null, 2)).toEqual({ headline: 'Rejected.', examined: null });
    expect(rejectionText(null, 2, 'Parcel returned by the carrier.')).toBe('Rejected.\nParcel returned by the carrier.');
  });

  it('puts the admin\'s message after the words, when there is one', () => {
    expect(rejectionText('duplicate_order', 1, null)).toBe('Rejected — duplicate order. Your item was not examined.');
    expect(rejectionText('duplicate_order', 1, 'Kept under GA-1111-2222.')).toBe('Rejected — duplicate order. Your item was not examined.\nKept under GA-1111-2222.');
  });
});
