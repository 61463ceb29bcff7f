import { athleteName, BRAND } from '@shared/constants';
import { DEMONSTRATION_NOTICE, publicCertificatePath } from '@shared/schemas/certificate';
import { FONT, SERIF, serifFontData } from './fonts';
import { renderPdf, type Pdf } from './pdf-buffer';
import { drawQrCode } from './qr-code';
import { formatDate } from './submission-sections';

export interface CertificateFacts {
  certificateNumber: string;
  item: string;
  athlete: string;
  issueDate: Date;
  grade: string | null;
  authenticator: string | null;
  orderNumber: string | null;
  holderName: string;
  /** The item's photo as a JPEG, or null when it has none (or it cannot be read). */
  photo: Buffer | null;
  status: 'valid' | 'revoked';
  revokedAt: Date | null;
  /** A demonstration record of the demo content: stamped as such, and it claims no examination. */
  demo: boolean;
}


/**
 * Where the QR code leads: the certificate's own page, which shows it when its holder made it public
 * and otherwise asks for the holder's last name (decision 040).
 */
export const certificateVerificationUrl = (publicUrl: string, certificateNumber: string) => `${publicUrl}${publicCertificatePath(certificateNumber)}`;

/** The letter's palette: the house navy and gold on warm paper, red only for a revocation. */
const INK = {
  paper: '#fbf7ec',
  navy: '#0b1222',
  gold: '#b48f3c',
  goldLight: '#e2c67d',
  text: '#1b2642',
  muted: '#5b6478',
  red: '#b91c1c',
  white: '#ffffff',
} as const;

// Landscape US Letter: 792 x 612 points.
const W = 792;
const H = 612;

function drawFrame(doc: Pdf): void {
  doc.rect(0, 0, W, H).fill(INK.paper);
  // A guilloché rosette behind the text, faint enough to read through: the look of security paper.
  doc.save().translate(W / 2, H / 2 + 14).lineWidth(0.35).strokeColor(INK.gold).opacity(0.12);
  for (let i = 0; i < 36; i++) {
    doc.save().rotate(i * 5).ellipse(0, 0, 210, 70).stroke().restore();
  }
  doc.restore();
  // Three borders: a heavy navy rule, a gold line, a hairline.
  doc.save().lineWidth(6).strokeColor(INK.navy).rect(16, 16, W - 32, H - 32).stroke().restore();
  doc.save().lineWidth(1.4).strokeColor(INK.gold).rect(27, 27, W - 54, H - 54).stroke().restore();
  doc.save().lineWidth(0.5).strokeColor(INK.navy).rect(31, 31, W - 62, H - 62).stroke().restore();
  // Corner ornaments: a gold diamond in a quarter ring at each inner corner.
  for (const [x, y, sx, sy] of [
    [31, 31, 1, 1],
    [W - 31, 31, -1, 1],
    [31, H - 31, 1, -1],
    [W - 31, H - 31, -1, -1],
  ] as const) {
    doc.save().translate(x, y).scale(sx, sy);
    doc.lineWidth(0.8).strokeColor(INK.gold).moveTo(0, 26).quadraticCurveTo(26, 26, 26, 0).stroke();
    doc.fillColor(INK.gold).polygon([12, 6], [18, 12], [12, 18], [6, 12]).fill();
    doc.restore();
  }
}

/** A gold rule with a diamond in the middle, centred on `cx`. */
function ornamentRule(doc: Pdf, cx: number, y: number, half: number): void {
  doc.save().lineWidth(0.8).strokeColor(INK.gold);
  doc.moveTo(cx - half, y).lineTo(cx - 10, y).stroke();
  doc.moveTo(cx + 10, y).lineTo(cx + half, y).stroke();
  doc.fillColor(INK.gold).polygon([cx, y - 4], [cx + 5, y], [cx, y + 4], [cx - 5, y]).fill();
  doc.restore();
}

function centred(doc: Pdf, text: string, y: number, opts: { font: string; size: number; color: string; spacing?: number }): void {
  doc.font(opts.font).fontSize(opts.size).fillColor(opts.color);
  doc.text(text, 0, y, { width: W, align: 'center', lineBreak: false, characterSpacing: opts.spacing ?? 0 });
}

function drawPhoto(doc: Pdf, photo: Buffer | null, x: number, y: number, w: number, h: number): void {
  doc.save().lineWidth(1.5).strokeColor(INK.gold).rect(x, y, w, h).stroke().restore();
  doc.save().rect(x + 6, y + 6, w - 12, h - 12).fill(INK.white).restore();
  doc.save().lineWidth(0.5).strokeColor(INK.navy).rect(x + 6, y + 6, w - 12, h - 12).stroke().restore();
  const inner = { x: x + 12, y: y + 12, w: w - 24, h: h - 24 };
  if (photo) {
    doc.image(photo, inner.x, inner.y, { fit: [inner.w, inner.h], align: 'center', valign: 'center' });
  } else {
    doc.font(SERIF.italic).fontSize(10).fillColor(INK.muted).text('No photograph on file', inner.x, inner.y + inner.h / 2 - 6, { width: inner.w, align: 'center' });
  }
}

function fact(doc: Pdf, label: string, value: string, x: number, y: number, width: number, size = 13, font: string = SERIF.regular): number {
  doc.font(FONT.bold).fontSize(7).fillColor(INK.muted).text(label.toUpperCase(), x, y, { width, characterSpacing: 1.4, lineBreak: false });
  doc.font(font).fontSize(size).fillColor(INK.text).text(value, x, y + 10, { width, height: size * 3.9, ellipsis: true });
  return doc.y;
}

/**
 * The hologram panel: an iridescent foil where the numbered hologram sticker goes (the sticker on the
 * item carries the same number), drawn with gradients and a sheen so the print shows where it belongs.
 */
function drawHologramPanel(doc: Pdf, number: string, x: number, y: number, w: number, h: number): void {
  const foil = doc.linearGradient(x, y, x + w, y + h);
  foil.stop(0, '#c7d2fe').stop(0.2, '#f5d0fe').stop(0.4, '#bae6fd').stop(0.6, '#fde68a').stop(0.8, '#a7f3d0').stop(1, '#c4b5fd');
  doc.save().roundedRect(x, y, w, h, 6).fill(foil).restore();
  // Diagonal sheen lines, clipped to the panel.
  doc.save().roundedRect(x, y, w, h, 6).clip().lineWidth(0.6).strokeColor(INK.white).opacity(0.55);
  for (let d = -h; d < w; d += 7) doc.moveTo(x + d, y + h).lineTo(x + d + h, y).stroke();
  doc.restore();
  doc.save().lineWidth(0.8).dash(3, { space: 2 }).strokeColor(INK.navy).opacity(0.6).roundedRect(x + 5, y + 5, w - 10, h - 10, 4).stroke().restore();
  doc.font(FONT.bold).fontSize(8).fillColor(INK.navy).text('HOLOGRAM', x, y + 16, { width: w, align: 'center', characterSpacing: 2.5, lineBreak: false });
  doc.font(SERIF.italic).fontSize(7.5).fillColor(INK.text).text('Place the matching hologram sticker here', x + 12, y + 30, { width: w - 24, align: 'center' });
  doc.font(FONT.bold).fontSize(10.5).fillColor(INK.navy).text(number, x, y + h - 26, { width: w, align: 'center', lineBreak: false });
}

/** The gold seal of the house: ticked rings, the brand round the edge, AUTHENTIC in the centre. */
function drawSeal(doc: Pdf, cx: number, cy: number, r: number): void {
  const foil = doc.radialGradient(cx - r / 3, cy - r / 3, 2, cx, cy, r);
  foil.stop(0, '#f8ecc4').stop(0.55, '#cfab57').stop(1, '#8f6f2a');
  doc.save().circle(cx, cy, r).fill(foil).restore();
  doc.save().lineWidth(0.6).strokeColor(INK.white).opacity(0.8);
  for (let a = 0; a < 360; a += 6) {
    const rad = (a * Math.PI) / 180;
    doc.moveTo(cx + Math.cos(rad) * (r - 7), cy + Math.sin(rad) * (r - 7)).lineTo(cx + Math.cos(rad) * (r - 2), cy + Math.sin(rad) * (r - 2)).stroke();
  }
  doc.restore();
  doc.save().lineWidth(0.8).strokeColor(INK.navy).circle(cx, cy, r - 10).stroke().circle(cx, cy, r - 13).stroke().restore();
  doc.font(FONT.bold).fontSize(10).fillColor(INK.navy).text(BRAND.shortName, cx - r, cy - 14, { width: r * 2, align: 'center', lineBreak: false });
  doc.font(SERIF.bold).fontSize(7.5).fillColor(INK.navy).text('AUTHENTIC', cx - r, cy + 1, { width: r * 2, align: 'center', characterSpacing: 1.2, lineBreak: false });
}

/** A stamp across the page: REVOKED once revoked, DEMONSTRATION on a demo content's letter. */
function drawStamp(doc: Pdf, stamp: { word: string; size: number; line: string; color: string }): void {
  doc.save().translate(W / 2, H / 2 + 10).rotate(-16);
  // The paper shows faintly through, so the stamp reads over the text beneath it.
  doc.save().opacity(0.7).roundedRect(-210, -66, 420, 132, 10).fill(INK.paper).restore();
  doc.opacity(0.85);
  doc.lineWidth(5).strokeColor(stamp.color).roundedRect(-210, -66, 420, 132, 10).stroke();
  doc.lineWidth(1.5).roundedRect(-200, -56, 400, 112, 7).stroke();
  doc.font(FONT.bold).fontSize(stamp.size).fillColor(stamp.color).text(stamp.word, -200, -16 - stamp.size / 2, { width: 400, align: 'center', characterSpacing: stamp.size / 11, lineBreak: false });
  doc.font(FONT.bold).fontSize(11).text(stamp.line, -200, 30, { width: 400, align: 'center', lineBreak: false });
  doc.restore();
}

const revokedStamp = (revokedAt: Date | null) => ({
  word: 'REVOKED',
  size: 64,
  color: INK.red,
  line: revokedAt ? `This certificate was revoked on ${formatDate(revokedAt.toISOString())}` : 'This certificate was revoked',
});
const demonstrationStamp = { word: 'DEMONSTRATION', size: 34, color: INK.red, line: 'A sample of the website: not a certificate of authenticity' };

/**
 * The letter a collector frames with the item: one landscape page with a triple border, the brand,
 * the item's photo and facts, the hologram panel, the authenticator's signature line, the seal and a
 * QR code to the public verification page; a REVOKED stamp across it once revoked, a DEMONSTRATION
 * stamp on a demonstration record.
 */
export function renderCertificatePdf(c: CertificateFacts, publicUrl: string): Promise<Buffer> {
  const verifyUrl = certificateVerificationUrl(publicUrl, c.certificateNumber);
  return renderPdf(
    { title: `Letter of Authenticity ${c.certificateNumber}`, subject: `${c.item}, ${athleteName(c.athlete)}`, layout: 'landscape' },
    async (doc) => {
      const serif = serifFontData();
      doc.registerFont(SERIF.regular, serif.regular);
      doc.registerFont(SERIF.bold, serif.bold);
      doc.registerFont(SERIF.italic, serif.italic);
      // Everything is placed by hand; no margin may push text onto a second page.
      doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };

      drawFrame(doc);
      centred(doc, BRAND.name.toUpperCase(), 50, { font: FONT.bold, size: 10, color: INK.gold, spacing: 4 });
      centred(doc, 'Letter of Authenticity', 66, { font: SERIF.bold, size: 34, color: INK.navy });
      ornamentRule(doc, W / 2, 114, 190);
      const statement = c.demo
        ? DEMONSTRATION_NOTICE
        : `The signature of ${athleteName(c.athlete)} on the item below has been examined by ${BRAND.name} and found authentic.`;
      centred(doc, statement, 124, {
        font: SERIF.italic,
        size: 10.5,
        color: INK.muted,
      });

      const top = 156;
      drawPhoto(doc, c.photo, 58, top, 196, 236);

      // The facts, in the middle column.
      const x = 282;
      const width = 268;
      doc.font(FONT.bold).fontSize(7).fillColor(INK.muted).text('CERTIFICATE NUMBER', x, top, { characterSpacing: 1.4, lineBreak: false });
      doc.font(FONT.bold).fontSize(22).fillColor(INK.navy).text(c.certificateNumber, x, top + 10, { width, lineBreak: false });
      let y = top + 46;
      y = Math.max(fact(doc, 'Item', c.item, x, y, width, 14), y + 30) + 8;
      y = Math.max(fact(doc, 'Athlete', athleteName(c.athlete), x, y, width, 16, SERIF.bold), y + 30) + 8;
      const half = (width - 16) / 2;
      const rowA = Math.max(fact(doc, 'Issue Date', formatDate(c.issueDate.toISOString()), x, y, half, 12), fact(doc, 'Issued To', c.holderName, x + half + 16, y, half, 12));
      y = Math.max(rowA, y + 28) + 8;
      fact(doc, 'Grade', c.grade ?? 'Authentic', x, y, half, 12);
      fact(doc, 'Order', c.orderNumber ?? '-', x + half + 16, y, half, 12);

      // The right column: hologram panel, then the QR code.
      const rx = 580;
      const rw = 154;
      drawHologramPanel(doc, c.certificateNumber, rx, top, rw, 104);
      const qr = 92;
      const qx = rx + (rw - qr) / 2;
      await drawQrCode(doc, verifyUrl, qx, top + 118, qr);
      doc.link(qx, top + 118, qr, qr, verifyUrl);
      doc.font(FONT.bold).fontSize(7.5).fillColor(INK.navy).text('SCAN TO VERIFY', rx, top + 118 + qr + 4, { width: rw, align: 'center', characterSpacing: 1.2, lineBreak: false });
      doc
        .font(FONT.body)
        .fontSize(6)
        .fillColor(INK.muted)
        .text(`Verify at ${publicUrl.replace(/^https?:\/\//, '')}/certificate-verification`, rx - 20, top + 118 + qr + 15, { width: rw + 40, align: 'center', lineBreak: false });

      // The signature lines: the date under the photo, the authenticator under the facts.
      const lineY = 474;
      doc.font(SERIF.italic).fontSize(20).fillColor(INK.navy).text(c.authenticator ?? BRAND.name, x, lineY - 28, { width, lineBreak: false });
      doc.save().lineWidth(0.8).strokeColor(INK.navy).moveTo(x, lineY).lineTo(x + width, lineY).stroke().restore();
      doc.font(FONT.bold).fontSize(7).fillColor(INK.muted).text('AUTHENTICATOR', x, lineY + 6, { characterSpacing: 1.4, lineBreak: false });
      doc.font(SERIF.regular).fontSize(12).fillColor(INK.navy).text(formatDate(c.issueDate.toISOString()), 58, lineY - 18, { width: 196, lineBreak: false });
      doc.save().lineWidth(0.8).strokeColor(INK.navy).moveTo(58, lineY).lineTo(254, lineY).stroke().restore();
      doc.font(FONT.bold).fontSize(7).fillColor(INK.muted).text('DATE OF ISSUE', 58, lineY + 6, { characterSpacing: 1.4, lineBreak: false });
      drawSeal(doc, rx + rw / 2, 478, 46);

      doc
        .font(FONT.body)
        .fontSize(7)
        .fillColor(INK.muted)
        .text(`Verify this letter at ${verifyUrl}  ·  ${BRAND.phone}  ·  ${BRAND.supportEmail}`, 40, 548, { width: W - 80, align: 'center', lineBreak: false });

      if (c.status === 'revoked') drawStamp(doc, revokedStamp(c.revokedAt));
      else if (c.demo) drawStamp(doc, demonstrationStamp);
    },
  );
}
