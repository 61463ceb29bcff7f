import { BRAND, PAYMENT_MODE_LABELS } from '@shared/constants';
import type { Submission } from '@shared/schemas/submission';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text a visitor typed (a name, an item's description, an address), as an e-mail may echo it: mail
 * clients make a link of anything that looks like an address ("www.evil.example", "evil.example/login",
 * "http://…", "bob@evil.example"), and in the site's own branded message that link would carry the
 * site's trust. So a dot inside a word becomes "․" (one dot leader), a scheme's colon "∶" and an
 * at sign "＠": the customer still reads their words; no client finds a host name, a scheme or an
 * e-mail address in them. Applied before escapeHtml, to the text and the HTML parts alike.
 */
export const unlinked = (text: string): string =>
  text
    // Full stops, and those IDNA also takes as a host name's dot (ideographic, fullwidth, halfwidth).
    .replace(/[.\u3002\uFF0E\uFF61](?=[^\s.\u3002\uFF0E\uFF61])/gu, '\u2024')
    .replace(/([A-Za-z][A-Za-z0-9+.-]*):(?=\/|[^\s]*@)/g, '$1\u2236')
    .replace(/(?<=\S)@(?=\S)/g, '\uFF20');

/** "card ending 4242", and, for a sandbox charge, that it was a test: no e-mail may pass one for money received. */
export const cardPaymentNote = (s: Pick<Submission, 'cardLast4' | 'paymentMode' | 'testPayment'>) =>
  `card ending ${s.cardLast4 ?? '----'}${s.testPayment && s.paymentMode ? `; ${PAYMENT_MODE_LABELS[s.paymentMode]}` : ''}`;

/** The frame of every customer e-mail: brand heading, then the given (already escaped) HTML. */
export function emailHtml(body: string): string {
  return `<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#0f172a">
<h1 style="font-size:20px;color:#0b1220;border-bottom:2px solid #c9a227;padding-bottom:8px">${escapeHtml(BRAND.name)}</h1>
${body}</div>`;
}

/** The link under a customer e-mail's body: its label in the text part, its words (already escaped HTML) in the HTML part. */
export interface EmailLink {
  url: string;
  textLabel: string;
  htmlLabel: string;
}

/**
 * The frame every customer e-mail about a submission shares, so they greet, link and sign alike:
 * "Hello <name>," (unlinked: the name the customer typed is never a link), the body, the link,
 * how to reach support, and the brand. `text` holds the body's text lines; `html` its HTML blocks,
 * already escaped, one per line (an empty block keeps its line, as the messages always had).
 */
export function customerEmailBody(frame: { name: string; text: string[]; html: string[]; link: EmailLink }): { text: string; html: string } {
  const name = unlinked(frame.name);
  const { link } = frame;
  const text = [
    `Hello ${name},`,
    '',
    ...frame.text,
    '',
    `${link.textLabel}: ${link.url}`,
    `Questions? ${BRAND.supportEmail} or ${BRAND.phone} (${BRAND.hours}).`,
    '',
    BRAND.name,
  ].join('\n');
  const html = emailHtml(
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      ...frame.html,
      `<p><a href="${escapeHtml(link.url)}">${link.htmlLabel}</a> · ${escapeHtml(BRAND.supportEmail)}</p>`,
    ].join('\n'),
  );
  return { text, html };
}
