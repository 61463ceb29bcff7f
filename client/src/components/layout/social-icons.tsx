import type { ComponentProps, ReactElement } from 'react';

type IconProps = ComponentProps<'svg'>;

// Simple line glyphs drawn for this site (lucide no longer ships brand icons).
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M14.5 21v-7.5h2.7l.5-3.2h-3.2V8.4c0-.9.4-1.7 1.8-1.7h1.5V3.9a17 17 0 0 0-2.5-.2c-2.6 0-4.1 1.5-4.1 4.3v2.3H8.5v3.2h2.7V21" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 4l16 16M20 4 4 20" />
    </svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.2 5 2.8-5 2.8Z" fill="currentColor" />
    </svg>
  );
}

export const SOCIAL_ICONS: Record<string, (props: IconProps) => ReactElement> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  X: XIcon,
  YouTube: YouTubeIcon,
};
