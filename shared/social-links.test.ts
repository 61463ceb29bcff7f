import { describe, expect, it } from 'vitest';
import { socialLinks } from './constants';

describe('socialLinks', () => {
  it('shows no account whose address is not configured', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ VITE_INSTAGRAM_URL: '', VITE_FACEBOOK_URL: '   ' })).toEqual([]);
  });

  it('keeps the configured ones in display order', () => {
    expect(socialLinks({ VITE_YOUTUBE_URL: 'https://www.youtube.com/@goat', VITE_INSTAGRAM_URL: ' https://www.instagram.com/goat.authentication ' })).toEqual([
      { name: 'Instagram', href: 'https://www.instagram.com/goat.authentication' },
      { name: 'YouTube', href: 'https://www.youtube.com/@goat' },
    ]);
  });

  it('leaves out an address that is not https', () => {
    expect(socialLinks({ VITE_FACEBOOK_URL: 'http://facebook.com/goat', VITE_X_URL: 'javascript:alert(1)' })).toEqual([]);
  });
});
