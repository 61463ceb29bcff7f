/**
 * Title and description of every public page. The build prerenders exactly these paths into
 * dist/client/<path>/index.html with this <title> and <meta name="description">; in the browser,
 * useDocumentTitle keeps both up to date on navigation. Pages that depend on the signed-in user
 * (/account, /admin) or on data (/blog/:id) are not listed and are never prerendered.
 */
import { MAX_BUNDLE_DISCOUNT_PERCENT } from '@shared/pricing';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { FULL_LOA_FROM_PRICE, QUICK_OPINION_PRICE } from './price-copy';

export interface PageMeta {
  title: string;
  description: string;
}

export const DEFAULT_DESCRIPTION =
  `Independent authentication of signed sports memorabilia: a Quick Opinion from photos ${QUICK_OPINION_TURNAROUND}, or a full Letter of Authenticity with hologram and certificate number.`;

export const PUBLIC_PAGES = {
  '/': {
    title: 'Signed Sports Memorabilia Authentication',
    description: DEFAULT_DESCRIPTION,
  },
  '/services': {
    title: 'Our Services',
    description:
      `Quick Opinion from photos for ${QUICK_OPINION_PRICE} ${QUICK_OPINION_TURNAROUND}, or a Full Letter of Authenticity from ${FULL_LOA_FROM_PRICE} with hologram and a verifiable certificate number.`,
  },
  '/athletes': {
    title: 'Athletes',
    description:
      'Signed jerseys, balls, pucks, photos and cards of Michael Jordan, Tom Brady and Wayne Gretzky, authenticated by specialists in each signature.',
  },
  '/michael-jordan': {
    title: 'Michael Jordan Autograph Authentication',
    description:
      'Authentication of Michael Jordan signed jerseys, basketballs, photos and cards: a Quick Opinion from photos or a full Letter of Authenticity.',
  },
  '/tom-brady': {
    title: 'Tom Brady Autograph Authentication',
    description:
      'Authentication of Tom Brady signed footballs, jerseys, helmets and photos: a Quick Opinion from photos or a full Letter of Authenticity.',
  },
  '/wayne-gretzky': {
    title: 'Wayne Gretzky Autograph Authentication',
    description:
      'Authentication of Wayne Gretzky signed pucks, sticks, jerseys and photos: a Quick Opinion from photos or a full Letter of Authenticity.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description:
      'Phone, e-mail, business hours and the two shipping facilities for Full LOA submissions: Studio City, California and Crystal Lake, Illinois.',
  },
  '/slab-service': {
    title: 'Encapsulation Service',
    description: 'G.O.A.T. x DGA Encapsulation Service: tamper-evident slabs for authenticated items, coming soon.',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms for submitting items to G.O.A.T. Authentication: opinions, fees, shipping and insurance, liability and privacy.',
  },
  '/quick-opinion': {
    title: 'Quick Opinion',
    description: `An expert opinion on a signed item from photos only: ${QUICK_OPINION_PRICE} per item, answered ${QUICK_OPINION_TURNAROUND}.`,
  },
  '/full-loa': {
    title: 'Full Letter of Authenticity',
    description:
      'In-hand examination of a signed item; a passing item receives a letter, a hologram and a certificate number in our database.',
  },
  '/bundles': {
    title: 'Bundle & Save',
    description: `Authenticate items of several athletes in one package and save up to ${MAX_BUNDLE_DISCOUNT_PERCENT}% on Full Letters of Authenticity.`,
  },
  '/news-blog': {
    title: 'News & Blog',
    description: 'Authentication insights, collecting tips and company news from G.O.A.T. Authentication.',
  },
  '/collection': {
    title: 'The G.O.A.T. Collection',
    description: 'A curated gallery of signed memorabilia authenticated by G.O.A.T. Authentication.',
  },
  '/certificate-verification': {
    title: 'Certificate Verification',
    description: 'Check a G.O.A.T. Letter of Authenticity by its certificate number.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

/** The page any unknown address shows (prerendered as 404.html). */
export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
};

/** The description of a path: its own when it is a public page, else the site's. */
export function describePath(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PAGES as Record<string, PageMeta>)[clean]?.description ?? DEFAULT_DESCRIPTION;
}
