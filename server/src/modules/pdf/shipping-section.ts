import { FACILITIES } from '@shared/constants';
import { PACKING_INSTRUCTIONS } from '@shared/loa-options';
import { FONT } from './fonts';
import { COLOR, contentWidth, ensureSpace, sectionTitle } from './layout';
import { PAGE_MARGIN, type Pdf } from './pdf-buffer';

const BOX_HEIGHT = 92;

/** The two facilities side by side, each with the region it suits best. */
export function drawFacilities(doc: Pdf): void {
  sectionTitle(doc, 'Ship your items to one of our facilities', BOX_HEIGHT + 8);
  const gap = 16;
  const width = (contentWidth(doc) - gap) / 2;
  const top = doc.y;
  FACILITIES.forEach((f, n) => {
    const x = PAGE_MARGIN + n * (width + gap);
    doc.save().roundedRect(x, top, width, BOX_HEIGHT, 4).fillAndStroke(COLOR.panel, COLOR.rule).restore();
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.navy).text(f.name, x + 10, top + 9, { width: width - 20 });
    doc.font(FONT.body).fontSize(8).fillColor(COLOR.muted).text(f.recommendedFor, x + 10, doc.y + 1, { width: width - 20 });
    doc.fontSize(10).fillColor(COLOR.text);
    doc.text(f.lines.join('\n'), x + 10, doc.y + 4, { width: width - 20 });
  });
  doc.x = PAGE_MARGIN;
  doc.y = top + BOX_HEIGHT + 6;
}

/**
 * Numbered packing steps. The first general step (write the order number on a note) is replaced by
 * `firstStep`, which says what this very document is for.
 */
export function drawPackingInstructions(doc: Pdf, firstStep: string): void {
  sectionTitle(doc, 'Packing instructions', 60);
  const steps = [firstStep, ...PACKING_INSTRUCTIONS.slice(1)];
  const width = contentWidth(doc) - 18;
  steps.forEach((step, n) => {
    ensureSpace(doc, doc.heightOfString(step, { width }) + 4);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.gold).text(`${n + 1}.`, PAGE_MARGIN, y, { width: 16 });
    doc.font(FONT.body).fillColor(COLOR.text).text(step, PAGE_MARGIN + 18, y, { width });
    doc.y += 3;
  });
  doc.x = PAGE_MARGIN;
}

/**
 * In place of the facilities and packing steps once the items have reached us (the order is past
 * pending): nothing more to send, and why the page is still worth keeping.
 */
export function drawForYourRecords(doc: Pdf, orderNumber: string): void {
  sectionTitle(doc, 'For your records', 40);
  doc
    .font(FONT.body)
    .fontSize(10)
    .fillColor(COLOR.text)
    .text(`Your items have reached us: there is nothing more to send. Keep this page with your records; order ${orderNumber} is on every letter and invoice of it.`, PAGE_MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  doc.x = PAGE_MARGIN;
}
