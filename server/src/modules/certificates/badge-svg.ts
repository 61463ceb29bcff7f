import type { PublicCertificate } from '@shared/schemas/certificate';

// "verified" only beside Valid: a revoked or demonstration letter is on record, not vouched for.
const VERIFIED = 'G.O.A.T. verified';
const ON_RECORD = 'G.O.A.T. certificate';
// Approximate advance of an 11 px sans-serif character: the badge is sized from its text, never measured.
const CHAR_WIDTH = 6.6;
const PAD = 8;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The right half of the badge: what a buyer needs to read at a glance, and its colour. */
function statusOf(c: Pick<PublicCertificate, 'status' | 'flagged'>): { text: string; color: string } {
  if (c.status === 'revoked') return { text: 'Revoked', color: '#b42318' };
  if (c.status === 'demonstration') return { text: 'Demonstration', color: '#667085' };
  // An open clone alarm: still valid, but the buyer is asked to compare the item with its photos.
  if (c.flagged) return { text: 'Valid · check photos', color: '#b54708' };
  return { text: 'Valid', color: '#067647' };
}

function badge(left: string, right: string, color: string, title: string): string {
  const lw = Math.round(left.length * CHAR_WIDTH + 2 * PAD);
  const rw = Math.round(right.length * CHAR_WIDTH + 2 * PAD);
  const w = lw + rw;
  const [l, r, t] = [escapeXml(left), escapeXml(right), escapeXml(title)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="22" viewBox="0 0 ${w} 22" role="img" aria-label="${t}">` +
    `<title>${t}</title>` +
    `<rect width="${lw}" height="22" rx="3" fill="#14213d"/><rect x="${lw}" width="${rw}" height="22" rx="3" fill="${color}"/>` +
    `<rect x="${lw - 3}" width="6" height="22" fill="${color}"/>` +
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">` +
    `<text x="${lw / 2}" y="15">${l}</text><text x="${lw + rw / 2}" y="15">${r}</text></g></svg>`
  );
}

/** The live badge of a public certificate: "G.O.A.T. verified | Valid" (or Revoked, Demonstration). */
export function certificateBadge(c: Pick<PublicCertificate, 'certificateNumber' | 'status' | 'flagged'>): string {
  const { text, color } = statusOf(c);
  return badge(c.status === 'valid' ? VERIFIED : ON_RECORD, text, color, `G.O.A.T. certificate ${c.certificateNumber}: ${text}`);
}

/** The badge of a private, unknown or malformed number: one image for all, naming no number. */
export const NOT_FOUND_BADGE = badge('G.O.A.T.', 'not public', '#667085', 'No public G.O.A.T. certificate has this number');
