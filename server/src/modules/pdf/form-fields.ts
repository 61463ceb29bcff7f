import { FONT } from './fonts';
import { COLOR } from './layout';
import type { Pdf } from './pdf-buffer';

// Fields are typed into with a standard font the viewer supplies: the embedded DejaVu is a subset
// holding only the glyphs already on the page, so typed text in it would show as blanks.
const FIELD_FONT = 'Helvetica';
export const FIELD_HEIGHT = 18;
const LABEL_GAP = 11;

const FIELD_FONT_SIZE = 9;

/**
 * Starts the AcroForm; call once before adding fields. The form's default font is the body font, so
 * that pdfkit gives every field (in the field font) its own appearance string with a fixed size:
 * auto-sized text differs wildly from one viewer to the next.
 */
export function startForm(doc: Pdf): void {
  doc.font(FONT.body);
  doc.initForm();
}

function withFieldFont(doc: Pdf, add: () => void): void {
  doc.font(FIELD_FONT);
  add();
  doc.font(FONT.body);
}

function label(doc: Pdf, text: string, x: number, y: number, width: number): void {
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.muted).text(text.toUpperCase(), x, y, { width, lineBreak: false });
  doc.font(FONT.body).fillColor(COLOR.text);
}

/** The visible box, so the form also works printed and filled in by hand. */
function box(doc: Pdf, x: number, y: number, width: number, height: number): void {
  doc.save().rect(x, y, width, height).lineWidth(0.75).fillAndStroke(COLOR.white, COLOR.rule).restore();
}

/** A labelled text field; `label` may be empty for table cells. Returns the y below the field. */
export function textField(doc: Pdf, name: string, text: string, x: number, y: number, width: number): number {
  const top = text ? y + LABEL_GAP : y;
  if (text) label(doc, text, x, y, width);
  box(doc, x, top, width, FIELD_HEIGHT);
  withFieldFont(doc, () => doc.formText(name, x, top, width, FIELD_HEIGHT, { fontSize: FIELD_FONT_SIZE, backgroundColor: COLOR.white, borderColor: COLOR.rule }));
  return top + FIELD_HEIGHT;
}

/** A labelled drop-down of fixed choices; `value` is preselected. Returns the y below the field. */
export function choiceField(
  doc: Pdf,
  name: string,
  text: string,
  x: number,
  y: number,
  width: number,
  choices: readonly string[],
  value?: string,
): number {
  const top = text ? y + LABEL_GAP : y;
  if (text) label(doc, text, x, y, width);
  box(doc, x, top, width, FIELD_HEIGHT);
  const initial = value === undefined ? {} : { value, defaultValue: value };
  withFieldFont(doc, () => doc.formCombo(name, x, top, width, FIELD_HEIGHT, { fontSize: FIELD_FONT_SIZE, select: [...choices], ...initial }));
  return top + FIELD_HEIGHT;
}

/**
 * A check box with its own on/off appearances (pdfkit draws none, and without them some viewers
 * cannot show the box as ticked), followed by its label. Returns the y below the label.
 */
export function checkboxField(doc: Pdf, name: string, text: string, x: number, y: number, width: number): number {
  const size = 12;
  box(doc, x, y, size, size);
  const appearance = (content: string) => {
    const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size], Resources: {} });
    ref.end(content);
    return ref;
  };
  const tick = 'q 0.06 0.09 0.16 RG 1.6 w 1 J 1 j 2.5 6.2 m 5 3 l 9.8 9.5 l S Q';
  const states = { AP: { N: { Yes: appearance(tick), Off: appearance('') } }, AS: 'Off', V: 'Off' };
  // pdfkit writes a widget as soon as it is annotated and passes no appearance through formCheckbox,
  // so the entries are added on the way into annotate() for this one call.
  const annotate = doc.annotate;
  doc.annotate = (ax, ay, aw, ah, options) => annotate.call(doc, ax, ay, aw, ah, { ...options, ...states });
  try {
    withFieldFont(doc, () => doc.formCheckbox(name, x, y, size, size, { fontSize: FIELD_FONT_SIZE, borderColor: COLOR.rule }));
  } finally {
    doc.annotate = annotate;
  }
  doc.fontSize(9.5).fillColor(COLOR.text).text(text, x + size + 8, y + 1, { width: width - size - 8 });
  return doc.y;
}
