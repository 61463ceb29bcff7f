import { describe, expect, it } from 'vitest';
import { isKnownPage } from './routes';

describe('isKnownPage', () => {
  it.each(['/', '/account', '/account/submissions/42', '/blog/7', '/terms', '/full-loa/'])('knows %s', (p) => {
    expect(isKnownPage(p)).toBe(true);
  });
  it.each(['/nope', '/account/submissions/1/extra', '/blog', '/admin/x'])('does not know %s', (p) => {
    expect(isKnownPage(p)).toBe(false);
  });
});
