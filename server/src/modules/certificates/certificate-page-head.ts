import { BRAND } from '@shared/constants';
import { formatDate } from '@shared/format';
import { publicCertificatePath, VERIFICATION_STATUS_LABELS, type PublicCertificate } from '@shared/schemas/certificate';
import type { PageOverride } from '../../lib/built-client';
import { injectHead } from '../site/blog-page-head';
import { withRenderedBody, type ServerRender } from '../site/server-render';
import { escapeXml as esc } from '../site/xml';
import type { PublicCertificates, PublicEntry } from './public-certificates';

const PAGE = /^\/certificates\/([^/]+)\/?$/;
const CONTENT_SHELL = 'content-shell.html';

/** What a link preview says of the certificate's status. */
function statusLine(c: PublicCertificate): string {
  if (c.status === 'revoked') return `Revoked on ${formatDate(c.revokedAt ?? c.issueDate, 'long')}.`;
  if (c.status === 'demonstration') return `${VERIFICATION_STATUS_LABELS.demonstration}: no item was examined.`;
  const caution = c.flagged ? ' Compare the item with its photos.' : '';
  return `Valid certificate of authenticity, issued ${formatDate(c.issueDate, 'long')}.${caution}`;
}

/** The head a shared link to a public certificate shows: the item and athlete, its status, its first photo. */
export function certificateHead(c: PublicCertificate, publicUrl: string): string[] {
  // An item's title often names its athlete already ("Michael Jordan signed jersey").
  const title = c.item.toLowerCase().includes(c.athlete.toLowerCase()) ? c.item : `${c.item}, signed by ${c.athlete}`;
  const description = `${BRAND.name} certificate ${c.certificateNumber}. ${statusLine(c)}`;
  const url = `${publicUrl}${publicCertificatePath(c.certificateNumber)}`;
  const image = c.photos[0] ?? null;
  return [
    `<link rel="canonical" href="${esc(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${esc(BRAND.name)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    ...(image ? [`<meta property="og:image" content="${esc(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(title)}">`,
    `<meta name="twitter:description" content="${esc(description)}">`,
    ...(image ? [`<meta name="twitter:image" content="${esc(image)}">`] : []),
    `<title>${esc(`${title} | ${BRAND.name}`)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
  ];
}

/** A private, unknown or malformed number: one head for all (the page offers verification by last name). */
const privateHead = [`<title>${esc(`Certificate | ${BRAND.name}`)}</title>`, `<meta name="robots" content="noindex">`];

/**
 * The client plugin's hook for /certificates/:number: the public certificate's own head (Open Graph
 * card) and its page rendered on the server with the SSR bundle (item, status, dates, holders, the
 * caution, the first photo), so a crawler, a link checker or a reader without JavaScript reads it and
 * the browser hydrates the same markup from the same data (sent with it as JSON). Both come from the
 * same kept entry as its data and badge, so a visit costs no query either; the same override object
 * per entry: the page is rendered, rewritten and compressed once per entry. A private, unknown or
 * malformed number gets one generic head and an empty #root (the browser renders the lookup form).
 * Null for any other page.
 */
export function createCertificatePageHook(deps: { publicCertificates: PublicCertificates; publicUrl: string; render?: ServerRender }) {
  const overrides = new WeakMap<object, Promise<PageOverride>>();
  // Started from the content pages' shell (stylesheet inlined) when the build made one.
  const privatePage: PageOverride = { source: CONTENT_SHELL, transform: (html) => injectHead(html, privateHead) };

  async function pageOf(entry: PublicEntry): Promise<PageOverride> {
    const tags = certificateHead(entry.view, deps.publicUrl);
    // Without a bundle or when the render fails, the head alone (the browser renders the page).
    const body = deps.render ? await deps.render(publicCertificatePath(entry.view.certificateNumber), { page: 'certificate', certificate: entry.view }) : null;
    return {
      source: CONTENT_SHELL,
      transform: (html) => {
        const page = injectHead(html, tags);
        return body ? withRenderedBody(page, body) : page;
      },
    };
  }

  return async (pathname: string): Promise<PageOverride | null> => {
    const match = PAGE.exec(pathname);
    if (!match) return null;
    let number: string;
    try {
      number = decodeURIComponent(match[1]!);
    } catch {
      return privatePage;
    }
    const entry = await deps.publicCertificates.get(number).catch(() => null);
    if (!entry) return privatePage;
    let override = overrides.get(entry);
    if (!override) {
      override = pageOf(entry);
      overrides.set(entry, override);
    }
    return override;
  };
}
