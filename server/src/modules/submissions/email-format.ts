import { ATHLETES, BRAND } from '@shared/constants';

export const athleteName = (slug: string) => ATHLETES.find((a) => a.slug === slug)?.name ?? slug;
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The frame of every customer e-mail: brand heading, then the given (already escaped) HTML. */
export function emailHtml(body: string): string {
  return `<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#0f172a">
<h1 style="font-size:20px;color:#0b1220;border-bottom:2px solid #c9a227;padding-bottom:8px">${escapeHtml(BRAND.name)}</h1>
${body}</div>`;
}
