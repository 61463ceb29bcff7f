import { ATHLETES, BRAND, PAYMENT_MODE_LABELS } from '@shared/constants';
import type { Submission } from '@shared/schemas/submission';

export const athleteName = (slug: string) => ATHLETES.find((a) => a.slug === slug)?.name ?? slug;
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "card ending 4242", and, for a sandbox charge, that it was a test: no e-mail may pass one for money received. */
export const cardPaymentNote = (s: Pick<Submission, 'cloverLast4' | 'paymentMode' | 'testPayment'>) =>
  `card ending ${s.cloverLast4 ?? '----'}${s.testPayment && s.paymentMode ? `; ${PAYMENT_MODE_LABELS[s.paymentMode]}` : ''}`;

/** The frame of every customer e-mail: brand heading, then the given (already escaped) HTML. */
export function emailHtml(body: string): string {
  return `<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#0f172a">
<h1 style="font-size:20px;color:#0b1220;border-bottom:2px solid #c9a227;padding-bottom:8px">${escapeHtml(BRAND.name)}</h1>
${body}</div>`;
}
