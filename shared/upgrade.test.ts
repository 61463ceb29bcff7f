import { describe, expect, it } from 'vitest';
import { canUpgrade, upgradeDeadline } from './upgrade';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
const passed = { serviceType: 'quick_opinion', outcome: 'pass' as const, outcomeAt: new Date(now.getTime() - 10 * DAY).toISOString(), upgradedTo: null };

describe('canUpgrade', () => {
  it('allows a passing Quick Opinion within 30 days of its result, up to the last moment', () => {
    expect(canUpgrade(passed, now)).toBe(true);
    const edge = { ...passed, outcomeAt: new Date(now.getTime() - 30 * DAY).toISOString() };
    expect(canUpgrade(edge, now)).toBe(true);
    expect(upgradeDeadline(edge.outcomeAt).getTime()).toBe(now.getTime());
  });
  it.each([
    ['a fail', { outcome: 'fail' as const }],
    ['no result yet', { outcome: null, outcomeAt: null }],
    ['after 30 days', { outcomeAt: new Date(now.getTime() - 30 * DAY - 1).toISOString() }],
    ['one already upgraded', { upgradedTo: 'GA-7K3M-Q9XD' }],
    ['a Full LOA', { serviceType: 'full_loa' }],
  ])('refuses %s', (_, change) => {
    expect(canUpgrade({ ...passed, ...change }, now)).toBe(false);
  });
});
