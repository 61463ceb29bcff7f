import { ATHLETES } from '@shared/constants';
import { COUNTRIES, HOLOGRAM_PLACEMENTS, ITEM_TYPES, SERVICE_LEVELS, SHIPPING_METHODS } from '@shared/loa-options';
import { ERA_SIGNATURE_FEE_CENTS, EXPEDITED_FEE_PER_ITEM_CENTS, formatUsd, FULL_LOA_PRICE_CENTS, MAX_ITEMS_PER_ORDER } from '@shared/pricing';
import { FONT } from './fonts';
import { checkboxField, choiceField, FIELD_HEIGHT, startForm, textField } from './form-fields';
import { COLOR, contentWidth, drawFooter, drawHeader, ensureSpace, sectionTitle } from './layout';
import { PAGE_MARGIN, renderPdf, type Pdf } from './pdf-buffer';
import { drawFacilities, drawPackingInstructions } from './shipping-section';

const serviceChoices = SERVICE_LEVELS.map(
  (l) => `${l.label} (${l.turnaround}${l.value === 'expedited' ? `, +${formatUsd(EXPEDITED_FEE_PER_ITEM_CENTS)} per item` : ''})`,
);
const shippingChoices = SHIPPING_METHODS.map((m) => `${m.value.charAt(0).toUpperCase()}${m.value.slice(1)} (${m.turnaround})`);
export const MAIL_IN_FIRST_STEP = 'Put this completed and signed form in the package with your items.';
const prices = ATHLETES.map((a) => `${a.name} ${formatUsd(FULL_LOA_PRICE_CENTS[a.slug])}`).join(', ');

function contactAndAddress(doc: Pdf): void {
  const w = contentWidth(doc);
  const x = PAGE_MARGIN;
  sectionTitle(doc, 'Contact information');
  let y = doc.y;
  textField(doc, 'fullName', 'Full name', x, y, w * 0.48);
  y = textField(doc, 'email', 'Email', x + w * 0.52, y, w * 0.48) + 8;
  doc.y = textField(doc, 'phoneNumber', 'Phone number', x, y, w * 0.48) + 4;

  sectionTitle(doc, 'Return shipping address');
  y = textField(doc, 'address', 'Street address', x, doc.y, w) + 8;
  const col = (w - 36) / 4;
  textField(doc, 'city', 'City', x, y, col);
  textField(doc, 'state', 'State/Province', x + (col + 12), y, col);
  textField(doc, 'zipCode', 'Zip/Postal code', x + (col + 12) * 2, y, col);
  doc.y = choiceField(doc, 'country', 'Country', x + (col + 12) * 3, y, col, COUNTRIES.map((c) => c.label), COUNTRIES[0].label) + 4;
}

function serviceOptions(doc: Pdf): void {
  const w = contentWidth(doc);
  const x = PAGE_MARGIN;
  sectionTitle(doc, 'Service options');
  const col = (w - 24) / 3;
  const y = doc.y;
  choiceField(doc, 'serviceLevel', 'Service level', x, y, col, serviceChoices, serviceChoices[0]);
  choiceField(doc, 'hologramPlacement', 'Hologram placement', x + col + 12, y, col, HOLOGRAM_PLACEMENTS.map((h) => h.label), HOLOGRAM_PLACEMENTS[0].label);
  doc.y = choiceField(doc, 'shippingMethod', 'Return shipping', x + (col + 12) * 2, y, col, shippingChoices, shippingChoices[0]) + 10;
  doc.y = checkboxField(doc, 'eraSignature', `Era-appropriate signature check (+${formatUsd(ERA_SIGNATURE_FEE_CENTS)} per order)`, x, doc.y, w) + 6;
  doc.font(FONT.body).fontSize(9).fillColor(COLOR.muted);
  doc.text(
    `Full LOA price per item: ${prices}. Shipping is not included: it is invoiced separately. ` +
      'Nothing is charged now: we send an invoice once your items have been examined.',
    x,
    doc.y,
    { width: w },
  );
}

function itemRows(doc: Pdf): void {
  const w = contentWidth(doc);
  const x = PAGE_MARGIN;
  const rowHeight = FIELD_HEIGHT + 7;
  sectionTitle(doc, `Items (up to ${MAX_ITEMS_PER_ORDER})`, 12 + rowHeight * MAX_ITEMS_PER_ORDER);
  const widths = { n: 18, athlete: 120, type: 110, value: 78 };
  const notesX = x + widths.n + widths.athlete + widths.type + 16;
  // The declared value (optional, the customer's own figure) insures the return, as on the online form.
  const valueX = x + w - widths.value;
  const header = doc.y;
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.muted);
  doc.text('ATHLETE', x + widths.n, header, { lineBreak: false });
  doc.text('ITEM TYPE', x + widths.n + widths.athlete + 8, header, { lineBreak: false });
  doc.text('NOTES (WHAT IT IS, WHERE IT IS SIGNED, ITS HISTORY)', notesX, header, { lineBreak: false });
  doc.text('DECLARED VALUE ($)', valueX, header, { lineBreak: false });
  let y = header + 12;
  for (let n = 1; n <= MAX_ITEMS_PER_ORDER; n++) {
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.navy).text(String(n), x, y + 4, { width: widths.n, lineBreak: false });
    choiceField(doc, `item${n}_athlete`, '', x + widths.n, y, widths.athlete, ATHLETES.map((a) => a.name));
    choiceField(doc, `item${n}_itemType`, '', x + widths.n + widths.athlete + 8, y, widths.type, ITEM_TYPES.map((t) => t.label));
    textField(doc, `item${n}_notes`, '', notesX, y, valueX - 8 - notesX);
    textField(doc, `item${n}_declaredValue`, '', valueX, y, widths.value);
    y += rowHeight;
  }
  doc.y = y;
}

function agreement(doc: Pdf, publicUrl: string): void {
  const w = contentWidth(doc);
  const x = PAGE_MARGIN;
  sectionTitle(doc, 'Submission agreement');
  ensureSpace(doc, 90);
  doc.y = checkboxField(
    doc,
    'agree',
    `I confirm the information above is accurate and I agree to the terms and conditions (${publicUrl}/terms). Submission fees are non-refundable.`,
    x,
    doc.y,
    w,
  ) + 8;
  const y = doc.y;
  textField(doc, 'signature', 'Signature', x, y, w * 0.62);
  doc.y = textField(doc, 'date', 'Date', x + w * 0.66, y, w * 0.34) + 4;
}

/**
 * The fillable Full LOA form for customers who mail items without submitting online: the fields of
 * the online form (filled on screen or printed), the facilities and the packing instructions.
 */
export function renderMailInForm(publicUrl: string): Promise<Buffer> {
  return renderPdf(
    { title: 'Full LOA Mail-In Submission Form', subject: 'Fillable Full Letter of Authenticity submission form' },
    (doc) => {
      startForm(doc);
      drawHeader(doc, 'Full Letter of Authenticity · Mail-In Submission Form');
      doc.font(FONT.body).fontSize(10).fillColor(COLOR.text);
      doc.text(
        `Submitting online at ${publicUrl}/full-loa is faster and gives you an order number at once. Otherwise fill this form in ` +
          'on screen (or print it and write clearly), sign it and put it in the package with your items.',
        PAGE_MARGIN,
        doc.y,
        { width: contentWidth(doc) },
      );
      contactAndAddress(doc);
      serviceOptions(doc);
      drawFacilities(doc);
      itemRows(doc);
      agreement(doc, publicUrl);
      drawPackingInstructions(doc, MAIL_IN_FIRST_STEP);
    },
    (doc, page, count) => drawFooter(doc, 'Full LOA mail-in form', page, count),
  );
}
