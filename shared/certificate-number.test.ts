import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_CERTIFICATE_NUMBER,
  CERTIFICATE_NUMBER_PATTERN,
  CROCKFORD_ALPHABET,
  isValidCertificateNumber,
  makeCertificateNumber,
  normalizeCertificateNumber,
} from './certificate-number';

const fresh = () => makeCertificateNumber((n) => randomBytes(n));

describe('certificate numbers', () => {
  it('have the GC-XXXXX-XXXXX shape and check out', () => {
    for (let i = 0; i < 200; i++) {
      const number = fresh();
      expect(number).toMatch(CERTIFICATE_NUMBER_PATTERN);
      expect(isValidCertificateNumber(number)).toBe(true);
    }
  });

  it('include the example the lookup form shows, which checks out like a real one', () => {
    expect(isValidCertificateNumber(EXAMPLE_CERTIFICATE_NUMBER)).toBe(true);
  });

  it('catch every single mistyped character', () => {
    for (let i = 0; i < 50; i++) {
      const number = fresh();
      for (let pos = 3; pos < number.length; pos++) {
        if (number[pos] === '-') continue;
        for (const c of CROCKFORD_ALPHABET) {
          if (c === number[pos]) continue;
          const typo = number.slice(0, pos) + c + number.slice(pos + 1);
          expect(isValidCertificateNumber(typo), `${number} -> ${typo}`).toBe(false);
        }
      }
    }
  });

  it('are not sequential: two numbers in a row share no more than chance', () => {
    const numbers = new Set(Array.from({ length: 2000 }, fresh));
    expect(numbers.size).toBe(2000);
  });

  it('read what a person types: lower case, spaces, no dashes, O for 0 and I or L for 1', () => {
    const number = makeCertificateNumber(() => new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(number).toBe('GC-01234-5678' + number.slice(-1));
    const typed = number.toLowerCase().replace(/-/g, ' ').replace('0', 'o').replace('1', 'l');
    expect(normalizeCertificateNumber(typed)).toBe(number);
    expect(isValidCertificateNumber(typed)).toBe(true);
    expect(normalizeCertificateNumber('  abc-123 ')).toBe('ABC-123');
    expect(isValidCertificateNumber('ABC-123')).toBe(false);
  });
});
