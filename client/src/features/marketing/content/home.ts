import { INSTAGRAM_URL } from '@/lib/social-links';
import { ART } from '../art';

/** href is undefined when no Instagram address is configured: nothing links to Instagram then. */
export const INSTAGRAM = { handle: '@goat.authentication', href: INSTAGRAM_URL } as const;

/** An Instagram highlight (docs/product.md, Records): id, imageUrl, postUrl, caption, timestamp, likes. */
export interface InstagramPost {
  id: string;
  imageUrl: string;
  imageAlt: string;
  /** The post on Instagram; undefined when no Instagram address is configured. */
  postUrl: string | undefined;
  caption: string;
  /** ISO date, shown as e.g. "November 3, 2026". */
  timestamp: string;
  likes: number;
  tint: string;
}

export const INSTAGRAM_POSTS: readonly InstagramPost[] = [
  {
    id: 'ig-jersey-23',
    imageUrl: ART.jerseyBasketball,
    imageAlt: 'A signed red number 23 jersey with its hologram',
    postUrl: INSTAGRAM_URL,
    caption: 'Fresh from the vault: a signed #23 home jersey, letter issued and hologram applied.',
    timestamp: '2026-11-03',
    likes: 1284,
    tint: 'from-[#3a0d12] to-ink-950',
  },
  {
    id: 'ig-puck-99',
    imageUrl: ART.hockeyPuck,
    imageAlt: 'A signed hockey puck under a spotlight',
    postUrl: INSTAGRAM_URL,
    caption: 'Silver ink on vulcanised rubber fades in its own way. This Gretzky puck passed every test.',
    timestamp: '2026-10-21',
    likes: 947,
    tint: 'from-[#0f2a5c] to-ink-950',
  },
  {
    id: 'ig-slab',
    imageUrl: ART.cardSlab,
    imageAlt: 'A signed card sealed in a clear slab with a G.O.A.T. label',
    postUrl: INSTAGRAM_URL,
    caption: 'A first look at the G.O.A.T. x DGA slab label. Encapsulation is coming soon.',
    timestamp: '2026-10-02',
    likes: 2210,
    tint: 'from-[#2a1c4f] to-ink-950',
  },
];

/** The pictures of the "Our Work" samples (shared/showcase.ts), by sample key. */
export const WORK_ART: Readonly<Record<string, { image: string; imageAlt: string }>> = {
  'jersey-23': { image: ART.jerseyBasketball, imageAlt: 'Signed red number 23 basketball jersey' },
  'football-12': { image: ART.football, imageAlt: 'Signed leather football' },
  'puck-99': { image: ART.hockeyPuck, imageAlt: 'Signed black hockey puck' },
  'card-23': { image: ART.cardSlab, imageAlt: 'Signed trading card in a clear slab' },
  'jersey-12': { image: ART.jerseyFootball, imageAlt: 'Signed navy number 12 football jersey' },
  'stick-99': { image: ART.hockeyStick, imageAlt: 'Hockey stick with a signed taped blade' },
};

export const ABOUT_FACTS = [
  { value: '40', unit: 'years', label: 'of combined collecting' },
  { value: '3', unit: 'athletes', label: 'studied in depth' },
  { value: '1', unit: 'day', label: 'for a Quick Opinion' },
  { value: '100', unit: '%', label: 'of letters verifiable by number' },
] as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-05-14" as "May 14, 2025": the same on the server and in every browser (no time zones). */
export function formatPostDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
