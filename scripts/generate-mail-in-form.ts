/**
 * Writes the printable Full LOA mail-in form, client/public/forms/full-loa-mail-in-form.pdf (served
 * as a static file; linked from /services). The PDF is committed; run again after changing it:
 *   node --import tsx scripts/generate-mail-in-form.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { BRAND, FACILITIES, FULL_LOA_MAIL_IN_FORM } from '../shared/constants';

const INK = '#0b1222';
const GOLD = '#b48f3c';
const GREY = '#4b5563';
const out = path.resolve(import.meta.dirname, '../client/public', FULL_LOA_MAIL_IN_FORM.href.slice(1));

// A fixed date keeps the file identical from one run to the next.
const doc = new PDFDocument({ size: 'LETTER', margins: { top: 48, bottom: 20, left: 48, right: 48 }, info: { Title: FULL_LOA_MAIL_IN_FORM.name, Author: BRAND.name, CreationDate: new Date('2026-11-01T00:00:00Z') } });
fs.mkdirSync(path.dirname(out), { recursive: true });
doc.pipe(fs.createWriteStream(out));

const left = 48;
const width = doc.page.width - 96;

function heading(text: string) {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10).fillColor(GOLD).text(text.toUpperCase(), left, doc.y, { characterSpacing: 1.5 });
  doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).lineWidth(0.6).strokeColor(GOLD).stroke();
  doc.moveDown(0.4).fillColor(INK);
}

function fields(labels: string[], columns = 2) {
  const col = width / columns;
  for (let i = 0; i < labels.length; i += columns) {
    const y = doc.y + 14;
    labels.slice(i, i + columns).forEach((label, j) => {
      const x = left + j * col;
      doc.moveTo(x, y).lineTo(x + col - 16, y).lineWidth(0.5).strokeColor('#9aa3b5').stroke();
      doc.font('Helvetica').fontSize(7.5).fillColor(GREY).text(label, x, y + 3, { width: col - 16, lineBreak: false });
    });
    doc.y = y + 13;
  }
}

function checkbox(label: string, x: number, y: number) {
  doc.rect(x, y, 9, 9).lineWidth(0.7).strokeColor(INK).stroke();
  doc.font('Helvetica').fontSize(9).fillColor(INK).text(label, x + 14, y + 0.5, { lineBreak: false });
}

// Letterhead.
doc.rect(0, 0, doc.page.width, 86).fill(INK);
doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff').text('G.O.A.T.', left, 26, { characterSpacing: 2 });
doc.font('Helvetica').fontSize(8).fillColor('#e2c67d').text('AUTHENTICATION', left, 52, { characterSpacing: 3 });
doc.font('Helvetica-Bold').fontSize(13).fillColor('#ffffff').text('Full Letter of Authenticity', 300, 28, { width: 264, align: 'right' });
doc.font('Helvetica').fontSize(9).fillColor('#d5dbe6').text('Mail-in submission form', 300, 48, { width: 264, align: 'right' });
doc.y = 100;
doc.font('Helvetica').fontSize(9).fillColor(GREY).text(
  `Print this form, fill it in and place it in the box with your items. Questions: ${BRAND.phone} or ${BRAND.supportEmail} (${BRAND.hours}).`,
  left,
  doc.y,
  { width },
);

heading('Contact information');
fields(['Full name', 'E-mail address', 'Phone number', 'Online submission ID (if any)']);

heading('Return shipping address');
fields(['Street address', 'City', 'State / Province', 'ZIP / Postal code', 'Country', 'Declared value of the package (USD)']);

heading('Items (up to 10; one line each)');
const cols = [24, 110, 100, width - 234];
const titles = ['#', 'Athlete', 'Item type', 'Description and notes'];
let x = left;
const headerY = doc.y;
titles.forEach((t, i) => {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK).text(t, x + 3, headerY, { width: (cols[i] ?? 0) - 6 });
  x += cols[i] ?? 0;
});
let rowY = headerY + 12;
for (let row = 1; row <= 10; row++) {
  doc.rect(left, rowY, width, 14.5).lineWidth(0.4).strokeColor('#c9ced8').stroke();
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(String(row), left + 6, rowY + 4);
  rowY += 14.5;
}
doc.y = rowY;
doc.font('Helvetica').fontSize(7.5).fillColor(GREY).text('Athletes: Michael Jordan ($125 per item), Tom Brady ($125 per item), Wayne Gretzky ($70 per item). Shipping is invoiced separately.', left, rowY + 4, { width });

heading('Options');
let y = doc.y;
doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK).text('Service level', left, y);
checkbox('Standard (15-20 business days)', left, y + 14);
checkbox('Expedited, +$45 per item (7-10 business days)', left, y + 28);
doc.font('Helvetica-Bold').fontSize(8.5).text('Hologram on', left + 270, y);
checkbox('the certificate', left + 270, y + 14);
checkbox('the item', left + 380, y + 14);
checkbox('Era-appropriate signature review, +$30 per order', left + 270, y + 28);
y += 48;
doc.font('Helvetica-Bold').fontSize(8.5).text('Return shipping', left, y);
checkbox('Standard (5-7 business days)', left, y + 14);
checkbox('Express (2-3 days)', left + 190, y + 14);
checkbox('Overnight (1 day)', left + 330, y + 14);
doc.y = y + 34;

heading('Agreement');
doc.font('Helvetica').fontSize(8).fillColor(GREY).text(
  'I own these items or am authorised to submit them. I accept the Terms of Service at goat-authentication.com/terms: fees are non-refundable, items that do not pass are charged $50 each, and the invoice (authentication and return shipping) is due before items are returned.',
  left,
  doc.y,
  { width },
);
doc.moveDown(0.3);
fields(['Signature', 'Date']);

heading('Ship to the facility nearest you');
y = doc.y;
FACILITIES.forEach((f, i) => {
  const fx = left + i * (width / 2);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(f.name, fx, y);
  doc.font('Helvetica').fontSize(8.5).fillColor(INK).text(f.lines.join('\n'), fx, y + 13);
  doc.font('Helvetica-Oblique').fontSize(7.5).fillColor(GREY).text(f.recommendedFor, fx, y + 50);
});

doc.end();
console.log(`wrote ${path.relative(process.cwd(), out)}`);
