import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDay,
  businessTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
  endOfBusinessDayAfter,
  formatCount,
  formatDate,
  formatDateTime,
  fullName,
  isTimeZone,
  setBusinessTimeZone,
} from './format';

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

  describe('dates: the business day', () => {
    afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));
    // An evening in California: 05:11 UTC is already the next day in London, still the day before here.
    const evening = '2026-11-28T05:11:00Z';

    it('writes the day in Los Angeles by default, long or short, however the moment is given', () => {
      expect(businessTimeZone()).toBe('America/Los_Angeles');
      expect(formatDate(evening, 'long')).toBe('November 27, 2026');
      expect(formatDate(new Date(evening))).toBe('Nov 27, 2026');
      expect(formatDateTime(evening)).toMatch(/^Nov 27, 2026, 9:11\sPM$/);
      expect(businessDay(evening)).toBe('2026-11-27');
      expect(formatDate('not a date')).toBe('');
      expect(businessDay('not a date')).toBe('');
    });

    it('writes the same moment as the same day in UTC when that is the business zone', () => {
      setBusinessTimeZone('UTC');
      expect(formatDate(evening, 'long')).toBe('November 28, 2026');
      expect(formatDateTime(evening)).toMatch(/^Nov 28, 2026, 5:11\sAM$/);
      expect(businessDay(evening)).toBe('2026-11-28');
    });

    it('writes a calendar day as that day in every zone', () => {
      for (const zone of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        setBusinessTimeZone(zone);
        expect(formatDate('2026-11-25', 'long')).toBe('November 25, 2026');
      }
    });

    it('refuses an unknown zone and keeps the one it had', () => {
      expect(isTimeZone('Mars/Olympus')).toBe(false);
      expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow(RangeError);
      expect(businessTimeZone()).toBe('America/Los_Angeles');
    });

    it('ends a due period on the business day it names, across a change of clocks', () => {
      const due = endOfBusinessDayAfter(new Date(evening), 14);
      expect(due.toISOString()).toBe('2026-12-12T07:59:59.999Z');
      expect(formatDate(due, 'long')).toBe('December 11, 2026');
      // 23:30 on March 1 in Los Angeles; the clocks go forward on March 14.
      const beforeSpring = endOfBusinessDayAfter(new Date('2027-03-02T07:30:00Z'), 14);
      expect(beforeSpring.toISOString()).toBe('2027-03-16T06:59:59.999Z');
      expect(formatDate(beforeSpring)).toBe('Mar 15, 2027');
      setBusinessTimeZone('UTC');
      expect(endOfBusinessDayAfter(new Date(evening), 14).toISOString()).toBe('2026-12-12T23:59:59.999Z');
    });
  });
});
