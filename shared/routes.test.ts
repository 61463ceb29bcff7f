import { describe, expect, it } from 'vitest';
import { isKnownPage, redirectOf } from './routes';

describe('isKnownPage', () => {
  it.each(['/', '/account', '/account/submissions/42', '/blog/7', '/terms', '/full-loa/'])('knows %s', (p) => {
    expect(isKnownPage(p)).toBe(true);
  });
  it.each(['/nope', '/account/submissions/1/extra', '/blog', '/admin/x'])('does not know %s', (p) => {
    expect(isKnownPage(p)).toBe(false);
  });
});

describe('redirectOf', () => {
  it.each([
    ['/login', '/account?mode=login'],
    ['/register/', '/account?mode=register'],
    ['/contact', '/contact-us'],
  ])('sends %s to %s', (from, to) => {
    expect(redirectOf(from)).toBe(to);
    expect(isKnownPage(from)).toBe(true);
  });
  it.each(['/contact-us', '/account', '/toString', '/login/x'])('leaves %s alone', (p) => {
    expect(redirectOf(p)).toBeUndefined();
  });
});
