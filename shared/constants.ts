/** Values the client and the server both rely on. Prices live in pricing.ts (one place only). */

export const BRAND = {
  name: 'G.O.A.T. Authentication',
  shortName: 'G.O.A.T.',
  collectionName: 'The G.O.A.T. Collection',
  phone: '(818) 555-0142',
  supportEmail: 'support@goat-authentication.com',
  hours: 'Monday to Friday 8:00 AM - 4:00 PM PST',
} as const;

/** The largest id PostgreSQL's integer column holds: a larger one is refused, never sent to the database. */
export const MAX_DATABASE_ID = 2_147_483_647;

export const ATHLETES = [
  { slug: 'michael-jordan', name: 'Michael Jordan', sport: 'Basketball' },
  { slug: 'tom-brady', name: 'Tom Brady', sport: 'Football' },
  { slug: 'wayne-gretzky', name: 'Wayne Gretzky', sport: 'Hockey' },
] as const;

export type AthleteSlug = (typeof ATHLETES)[number]['slug'];
export const ATHLETE_SLUGS = ATHLETES.map((a) => a.slug) as [AthleteSlug, ...AthleteSlug[]];
export const MULTIPLE_ATHLETES = 'multiple-athletes';
/** The athlete's name for a slug; a slug not in the list ("multiple-athletes") as it is. */
export const athleteName = (slug: string): string => ATHLETES.find((a) => a.slug === slug)?.name ?? slug;

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SERVICE_TYPES = ['quick_opinion', 'full_loa', 'bundle_loa'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
/** Each service's short name, as lists and filters show it. */
export const SERVICE_LABELS: Record<ServiceType, string> = { quick_opinion: 'Quick Opinion', full_loa: 'Full LOA', bundle_loa: 'Bundle' };

// The status lists live with their moves in lifecycle.ts (one list, docs/decisions/025).
export { PAYMENT_STATUSES, type PaymentStatus, SUBMISSION_STATUSES, type SubmissionStatus } from './lifecycle';

/** The order number a customer sees everywhere: GA- and two groups of four Crockford base-32 digits. */
export const ORDER_NUMBER_PATTERN = /^GA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * Who took a card payment, recorded with every charge and paid submission: the built-in sandbox,
 * Clover's test environment, or live Clover. Only clover_live is real money.
 */
export const PAYMENT_MODES = ['sandbox', 'clover_test', 'clover_live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const isTestPayment = (mode: PaymentMode | null): boolean => mode !== null && mode !== 'clover_live';
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  sandbox: 'Test payment (built-in sandbox, no money taken)',
  clover_test: "Test payment (Clover's sandbox, no money taken)",
  clover_live: 'Card payment',
};
/**
 * "test payment (built-in sandbox, no money taken)": the label inside a sentence ("…, a test payment
 * (…)", "This was a test payment (…)."), never in parentheses of its own; null for a real payment.
 */
export const testPaymentWords = (mode: PaymentMode | null): string | null =>
  mode !== null && isTestPayment(mode) ? PAYMENT_MODE_LABELS[mode].replace(/^Test/, 'test') : null;

export const FACILITIES = [
  {
    key: 'west-coast',
    name: 'West Coast Facility',
    city: 'Studio City, CA',
    lines: ['G.O.A.T. Authentication', '12345 Ventura Blvd, Suite 200', 'Studio City, CA 91604'],
    recommendedFor: 'Recommended for the West Coast and Southwest',
  },
  {
    key: 'midwest',
    name: 'Midwest Facility',
    city: 'Crystal Lake, IL',
    lines: ['G.O.A.T. Authentication', '250 W Virginia St, Suite 110', 'Crystal Lake, IL 60014'],
    recommendedFor: 'Recommended for the Midwest and East Coast',
  },
] as const;

/**
 * The site's social accounts. Their addresses are configuration, set at build time (the server
 * validates the same variables at start); an account whose address is not set is not shown at all.
 */
export const SOCIAL_ACCOUNTS = [
  { name: 'Instagram', env: 'VITE_INSTAGRAM_URL' },
  { name: 'Facebook', env: 'VITE_FACEBOOK_URL' },
  { name: 'X', env: 'VITE_X_URL' },
  { name: 'YouTube', env: 'VITE_YOUTUBE_URL' },
] as const;
export type SocialAccountName = (typeof SOCIAL_ACCOUNTS)[number]['name'];
export type SocialEnvName = (typeof SOCIAL_ACCOUNTS)[number]['env'];
export interface SocialLink {
  name: SocialAccountName;
  href: string;
}

const isHttpsUrl = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

/** The configured accounts, in display order; unset, empty or non-https addresses are left out. */
export function socialLinks(env: Partial<Record<SocialEnvName, string | undefined>>): SocialLink[] {
  return SOCIAL_ACCOUNTS.flatMap((account) => {
    const href = env[account.env]?.trim();
    return href && isHttpsUrl(href) ? [{ name: account.name, href }] : [];
  });
}

/** The printable Full LOA mail-in form (a static file in client/public/forms). */
export const FULL_LOA_MAIL_IN_FORM = { href: '/forms/full-loa-submission-form.pdf', name: 'G.O.A.T. Full LOA mail-in form (PDF)' } as const;

/**
 * The encapsulation announcement video: a path under client/public (e.g. /media/slab.mp4) or an
 * https URL, set at build time with VITE_SLAB_VIDEO_URL; without one, the teaser shows its poster.
 */
export const SLAB_VIDEO_ENV = 'VITE_SLAB_VIDEO_URL';
