import { describe, expect, it } from 'vitest';
import { canUpgrade, passedItemIndexes, upgradeCreditOf, upgradeDeadline } from './upgrade';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
const passed = { serviceType: 'quick_opinion', outcome: 'pass' as const, items: [{ outcome: null }], outcomeAt: new Date(now.getTime() - 10 * DAY).toISOString(), upgradedTo: null };
// Jordan passed, Gretzky failed: judged item by item, the order's own outcome is null.
const mixed = { ...passed, outcome: null, items: [{ outcome: 'pass' as const }, { outcome: 'fail' as const }] };

describe('canUpgrade', () => {
  it('allows a passing Quick Opinion within 30 days of its result, up to the last moment', () => {
    expect(canUpgrade(passed, now)).toBe(true);
    const edge = { ...passed, outcomeAt: new Date(now.getTime() - 30 * DAY).toISOString() };
    expect(canUpgrade(edge, now)).toBe(true);
    expect(upgradeDeadline(edge.outcomeAt).getTime()).toBe(now.getTime());
  });
  it('allows one of whose items only some passed', () => {
    expect(canUpgrade(mixed, now)).toBe(true);
  });
  it.each([
    ['a fail', { outcome: 'fail' as const }],
    ['every item failed', { outcome: null, items: [{ outcome: 'fail' as const }, { outcome: 'fail' as const }] }],
    ['an item not judged yet', { outcome: null, items: [{ outcome: 'pass' as const }, { outcome: null }] }],
    ['no result yet', { outcome: null, outcomeAt: null }],
    ['after 30 days', { outcomeAt: new Date(now.getTime() - 30 * DAY - 1).toISOString() }],
    ['one already upgraded', { upgradedTo: 'GA-7K3M-Q9XD' }],
    ['a Full LOA', { serviceType: 'full_loa' }],
  ])('refuses %s', (_, change) => {
    expect(canUpgrade({ ...passed, ...change }, now)).toBe(false);
  });
});

describe('the upgrade credit', () => {
  it('is $10.00 for each item that passed, whatever the others', () => {
    expect(passedItemIndexes(mixed)).toEqual([0]);
    expect(upgradeCreditOf(mixed)).toBe(1000);
    expect(upgradeCreditOf({ outcome: 'pass', items: [{ outcome: null }, { outcome: null }, { outcome: null }] })).toBe(3000);
    expect(upgradeCreditOf({ outcome: null, items: [{ outcome: 'fail' }, { outcome: 'pass' }, { outcome: 'pass' }] })).toBe(2000);
    expect(upgradeCreditOf({ outcome: 'fail', items: [{ outcome: null }] })).toBe(0);
  });
});
