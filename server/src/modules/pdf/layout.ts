import { BRAND, PAYMENT_MODE_LABELS, type PaymentMode } from '@shared/constants';
import { FONT } from './fonts';
import { PAGE_MARGIN, type Pdf } from './pdf-buffer';

/** The house style of every PDF: navy band with the brand in gold, slate text, thin rules. */
export const COLOR = {
  navy: '#0b1220',
  gold: '#c9a227',
  text: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  panel: '#f1f5f9',
  white: '#ffffff',
} as const;

export const HEADER_HEIGHT = 96;

export const contentWidth = (doc: Pdf) => doc.page.width - PAGE_MARGIN * 2;
const bottomLimit = (doc: Pdf) => doc.page.height - PAGE_MARGIN - 24; // room for the footer

/** Starts a new page when `height` points no longer fit above the footer. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
}

/** The brand band across the top of the first page (a QR code may sit at its right end). */
export function drawHeader(doc: Pdf, subtitle: string): void {
  doc.save().rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(COLOR.navy).restore();
  doc.font(FONT.bold).fontSize(22).fillColor(COLOR.gold).text(BRAND.name, PAGE_MARGIN, 26, { lineBreak: false });
  doc.font(FONT.body).fontSize(11).fillColor(COLOR.white).text(subtitle, PAGE_MARGIN, 58, { lineBreak: false });
  doc.fillColor(COLOR.text);
  doc.x = PAGE_MARGIN;
  doc.y = HEADER_HEIGHT + 24;
}

/** The band on a receipt of a test payment, in large letters: it must never pass for money received. */
export function drawTestPaymentBanner(doc: Pdf, mode: PaymentMode): void {
  doc.save().rect(PAGE_MARGIN, doc.y, contentWidth(doc), 30).fill('#fef3c7').restore();
  doc.font(FONT.bold).fontSize(13).fillColor('#92400e').text('TEST PAYMENT - NO MONEY TAKEN', PAGE_MARGIN + 10, doc.y + 8);
  doc.font(FONT.body).fontSize(9).text(PAYMENT_MODE_LABELS[mode], PAGE_MARGIN + 10, doc.y + 2).fillColor(COLOR.text);
  doc.y += 14;
}

/** A heading with a gold rule; `keepWith` points of what follows stay on the same page as the heading. */
export function sectionTitle(doc: Pdf, title: string, keepWith = 40): void {
  ensureSpace(doc, 36 + keepWith);
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.navy).text(title, PAGE_MARGIN, doc.y);
  const y = doc.y + 2;
  doc.save().moveTo(PAGE_MARGIN, y).lineTo(PAGE_MARGIN + contentWidth(doc), y).lineWidth(1).strokeColor(COLOR.gold).stroke().restore();
  doc.y = y + 8;
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.text);
}

/** A small grey label above its value, at a given column; returns the y below it. */
export function labelled(doc: Pdf, label: string, lines: string[], x: number, y: number, width: number): number {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted).text(label.toUpperCase(), x, y, { width });
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.text);
  for (const line of lines) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

/** Footer of every page: contact line, the reference and "Page n of m". */
export function drawFooter(doc: Pdf, reference: string, page: number, pageCount: number): void {
  const y = doc.page.height - PAGE_MARGIN + 8;
  // Text below the bottom margin would make pdfkit start a new page: lift the margin while writing.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.save().moveTo(PAGE_MARGIN, y - 6).lineTo(doc.page.width - PAGE_MARGIN, y - 6).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
  doc.font(FONT.body).fontSize(8).fillColor(COLOR.muted);
  doc.text(`${BRAND.name} · ${BRAND.phone} · ${BRAND.supportEmail}`, PAGE_MARGIN, y, { lineBreak: false });
  const right = `${reference} · Page ${page} of ${pageCount}`;
  doc.text(right, doc.page.width - PAGE_MARGIN - doc.widthOfString(right), y, { lineBreak: false });
  doc.page.margins.bottom = bottom;
}
