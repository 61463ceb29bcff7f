import { athleteName } from '@shared/constants';
import { declaredTotalCents, declaredValueText, returnInsuranceText } from '@shared/declared-value';
import { formatDate as formatDay } from '@shared/format';
import { addressLines, hologramPlacementLabel, isBundleType, itemTypeLabel, SERVICE_LEVELS, shippingMethodLabel } from '@shared/loa-options';
import { bundleByType } from '@shared/pricing';
import { rejectionSummary } from '@shared/rejection';
import { OUTCOME_LABELS } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { itemVerdicts } from '@shared/submission-result';
import { FONT } from './fonts';
import { COLOR, contentWidth, ensureSpace, labelled, sectionTitle } from './layout';
import { PAGE_MARGIN, type Pdf } from './pdf-buffer';

const IMAGE_BOX = 110;

export const formatDate = (iso: string) => formatDay(iso, 'long');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function serviceLines(s: Submission): string[] {
  if (s.serviceType === 'bundle_loa') {
    const name = isBundleType(s.bundleType) ? bundleByType(s.bundleType).name : 'Bundle';
    return [`${name} bundle, Letter of Authenticity`, `Return shipping: ${shippingMethodLabel(s.shippingMethod ?? 'standard')}`];
  }
  const level = SERVICE_LEVELS.find((l) => l.value === s.serviceLevel);
  return [
    `Full LOA, ${level ? `${level.label} (${level.turnaround})` : s.serviceLevel}`,
    `Hologram: ${hologramPlacementLabel(s.hologramPlacement ?? 'certificate').toLowerCase()}`,
    `Era-appropriate signature check: ${s.eraSignature ? 'yes' : 'no'}`,
    `Return shipping: ${shippingMethodLabel(s.shippingMethod ?? 'standard')}`,
  ];
}

/** Reference, date and status, then customer, return address and service side by side. */
export function drawOverview(doc: Pdf, s: Submission): void {
  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.navy).text(`Order ${s.orderNumber}`, PAGE_MARGIN, doc.y);
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.muted);
  doc.text(`Submitted ${formatDate(s.submissionDate)} · Status: ${capitalize(s.status)} · ${s.quantity} item${s.quantity === 1 ? '' : 's'}`);
  // The result as every page words it ("1 of 2 items passed"); each item's verdict is with the item.
  if (s.result) doc.font(FONT.bold).fillColor(COLOR.navy).text(`Result: ${s.result.label}`).font(FONT.body);
  // A rejection says why in the kind's words and whether the items were examined, as the submission page does.
  if (s.status === 'rejected') {
    doc.font(FONT.bold).fillColor(COLOR.navy).text(rejectionSummary(s.rejectionKind, s.quantity)).font(FONT.body);
    if (s.rejectionReason) doc.fillColor(COLOR.text).text(`Message from our authenticators: ${s.rejectionReason}`, { width: contentWidth(doc) });
  }
  doc.moveDown(0.8);

  const gap = 14;
  const width = (contentWidth(doc) - gap * 2) / 3;
  const top = doc.y;
  const column = (n: number) => PAGE_MARGIN + n * (width + gap);
  const address = addressLines(s);
  const bottoms = [
    labelled(doc, 'Customer', [s.fullName, s.email, s.phoneNumber ?? ''].filter(Boolean), column(0), top, width),
    labelled(doc, 'Return address', address, column(1), top, width),
    labelled(doc, 'Service', serviceLines(s), column(2), top, width),
  ];
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(...bottoms) + 4;
}

/** Each item: its photo on the left; athlete, type and the customer's notes on the right. */
export function drawItems(doc: Pdf, s: Submission, images: (Buffer | null)[]): void {
  sectionTitle(doc, `Items (${s.items.length})`, IMAGE_BOX + 12);
  const textX = PAGE_MARGIN + IMAGE_BOX + 16;
  const textWidth = contentWidth(doc) - IMAGE_BOX - 16;
  // Once there is a result, each item of several says its own verdict.
  const verdicts = s.result && s.items.length > 1 ? itemVerdicts(s) : [];
  s.items.forEach((item, n) => {
    ensureSpace(doc, IMAGE_BOX + 12);
    const page = doc.page;
    const top = doc.y;
    const image = images[n];
    if (image) {
      doc.image(image, PAGE_MARGIN, top, { fit: [IMAGE_BOX, IMAGE_BOX], align: 'center' });
    } else {
      doc.save().rect(PAGE_MARGIN, top, IMAGE_BOX, IMAGE_BOX).fillAndStroke(COLOR.panel, COLOR.rule).restore();
      doc.font(FONT.body).fontSize(8).fillColor(COLOR.muted).text('Image unavailable', PAGE_MARGIN, top + IMAGE_BOX / 2 - 5, {
        width: IMAGE_BOX,
        align: 'center',
      });
    }
    doc.font(FONT.bold).fontSize(11).fillColor(COLOR.navy).text(`Item ${n + 1} · ${athleteName(item.athlete)}`, textX, top, { width: textWidth });
    doc.font(FONT.body).fontSize(9).fillColor(COLOR.muted).text(`Type: ${itemTypeLabel(item.itemType ?? 'other')}`, textX, doc.y + 2, {
      width: textWidth,
    });
    doc.text(`Declared value: ${declaredValueText(item.declaredValueCents)}`, textX, doc.y + 2, { width: textWidth });
    const verdict = verdicts[n];
    if (verdict) doc.font(FONT.bold).fillColor(COLOR.navy).text(`Result: ${OUTCOME_LABELS[verdict]}`, textX, doc.y + 2, { width: textWidth }).font(FONT.body);
    doc.fontSize(10).fillColor(COLOR.text).text(item.description, textX, doc.y + 4, { width: textWidth });
    // Long notes may run onto the next page; only on the same page does the photo set the height.
    if (doc.page === page) doc.y = Math.max(doc.y, top + IMAGE_BOX);
    doc.y += 8;
    if (n < s.items.length - 1) {
      doc.save().moveTo(PAGE_MARGIN, doc.y).lineTo(PAGE_MARGIN + contentWidth(doc), doc.y).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
      doc.y += 8;
    }
  });
  drawDeclaredTotal(doc, s);
  doc.x = PAGE_MARGIN;
}

/** The items' declared total, which the return parcel is insured for, and which items it leaves out. */
function drawDeclaredTotal(doc: Pdf, s: Submission): void {
  ensureSpace(doc, 40);
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.navy).text(`Declared value of the items: ${declaredValueText(declaredTotalCents(s.items) || null)}`, PAGE_MARGIN, doc.y + 4, {
    width: contentWidth(doc),
  });
  doc.font(FONT.body).fontSize(9).fillColor(COLOR.muted).text(returnInsuranceText(s.items), { width: contentWidth(doc) });
  doc.moveDown(0.6);
}
