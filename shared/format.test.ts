import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, fullName } from './format';

describe('format', () => {
  it('writes a name without stray spaces', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(fullName({ firstName: 'Jane', lastName: '' })).toBe('Jane');
  });

  it('groups a count by thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1284)).toBe('1,284');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1000)).toBe('-1,000');
  });

  it('writes a day long or short, in the zone asked for', () => {
    expect(formatDate('2026-11-25T12:00:00Z', 'long', 'UTC')).toBe('November 25, 2026');
    expect(formatDate(new Date('2026-11-25T12:00:00Z'), 'short', 'UTC')).toBe('Nov 25, 2026');
    // 02:00 UTC is still the day before in Los Angeles.
    expect(formatDate('2026-11-25T02:00:00Z', 'long', 'America/Los_Angeles')).toBe('November 24, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes a moment with its time', () => {
    expect(formatDateTime('2026-11-21T15:05:00Z', 'UTC')).toMatch(/^Nov 21, 2026, 3:05\sPM$/);
  });
});
