import { describe, expect, it } from 'vitest';
import { readUpgradeParam, upgradeStartingItems } from './upgrade-params';

describe('upgrade parameter of /full-loa', () => {
  it('reads an order number, whatever its case', () => {
    expect(readUpgradeParam(new URLSearchParams('upgrade=ga-7k3m-q9xd'))).toBe('GA-7K3M-Q9XD');
  });
  it('ignores anything else', () => {
    expect(readUpgradeParam(new URLSearchParams('upgrade=QO-20261121-0001'))).toBeNull();
    expect(readUpgradeParam(new URLSearchParams(''))).toBeNull();
  });
  it("starts the rows with the Quick Opinion's athletes and descriptions, without photos", () => {
    const items = upgradeStartingItems({
      outcome: 'pass',
      items: [
        { id: 1, outcome: null, athlete: 'tom-brady', itemType: null, description: 'Signed football', imageUrls: ['/uploads/a.jpg'], title: 'Tom Brady autograph', declaredValueCents: null },
        { id: 2, outcome: null, athlete: 'someone-else', itemType: null, description: 'Signed card', imageUrls: [], title: 'someone-else autograph', declaredValueCents: null },
      ],
    });
    expect(items).toEqual([
      { athlete: 'tom-brady', itemType: '', notes: 'Signed football', imageUrls: [], declaredValue: '' },
      { athlete: '', itemType: '', notes: 'Signed card', imageUrls: [], declaredValue: '' },
    ]);
  });
  it('starts them with the items that passed only: the credit is theirs', () => {
    const items = upgradeStartingItems({
      outcome: null,
      items: [
        { id: 1, outcome: 'fail', athlete: 'wayne-gretzky', itemType: null, description: 'Signed puck', imageUrls: [], title: 'Wayne Gretzky autograph', declaredValueCents: null },
        { id: 2, outcome: 'pass', athlete: 'michael-jordan', itemType: null, description: 'Signed ball', imageUrls: [], title: 'Michael Jordan autograph', declaredValueCents: null },
      ],
    });
    expect(items).toEqual([{ athlete: 'michael-jordan', itemType: '', notes: 'Signed ball', imageUrls: [], declaredValue: '' }]);
  });
});
