import { describe, expect, it } from 'vitest';
import { comparableLastName, lastNamesMatch } from './last-name';

describe('lastNamesMatch', () => {
  it.each([
    ['stone', 'Stone'],
    ['  STONE ', 'Stone'],
    ['Munoz', 'Muñoz'],
    ['muñoz', 'MUNOZ'],
    ['Bjork', 'Björk'],
    ['Lukasz', 'Łukasz'],
    ['Strauss', 'Strauß'],
    ["O'Brien", 'OBrien'],
    ['o’brien', "O'Brien"],
    ['Saint Pierre', 'Saint-Pierre'],
    ['van der berg', 'Van der Berg'],
    ['Dvořák', 'DVORAK'],
    ['Jr.', 'JR'],
  ])('%s matches %s', (typed, stored) => {
    expect(lastNamesMatch(typed, stored)).toBe(true);
  });

  it.each([
    ['Stones', 'Stone'],
    ['Ston', 'Stone'],
    ['St Pierre', 'Saint-Pierre'],
    ['', 'Stone'],
    ["'-", "'-"],
    ['Smith', 'Smyth'],
  ])('%s does not match %s', (typed, stored) => {
    expect(lastNamesMatch(typed, stored)).toBe(false);
  });

  it('keeps letters of any script, only dropping marks and punctuation', () => {
    expect(comparableLastName('Пётр-Иванов')).toBe('петриванов');
    expect(comparableLastName('山田')).toBe('山田');
  });
});
