import { socialLinks } from '@shared/constants';

// Read one by one: Vite replaces each import.meta.env.VITE_… with its value at build time.
export const SOCIAL_LINKS = socialLinks({
  VITE_INSTAGRAM_URL: import.meta.env.VITE_INSTAGRAM_URL,
  VITE_FACEBOOK_URL: import.meta.env.VITE_FACEBOOK_URL,
  VITE_X_URL: import.meta.env.VITE_X_URL,
  VITE_YOUTUBE_URL: import.meta.env.VITE_YOUTUBE_URL,
});

/** The Instagram account's address, or undefined when none is configured (nothing links to it then). */
export const INSTAGRAM_URL: string | undefined = SOCIAL_LINKS.find((s) => s.name === 'Instagram')?.href;
