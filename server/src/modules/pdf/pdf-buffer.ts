import { BRAND } from '@shared/constants';
import { FONT, fontData } from './fonts';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGIN = 50;

/**
 * Renders one document into memory (a few hundred kilobytes at most): US Letter, the embedded fonts
 * registered, pages kept in a buffer so `finish` can number them once the count is known. pdfkit
 * (about 27 MB resident with its font metrics) is loaded with the first document, not at start.
 */
export async function renderPdf(
  meta: { title: string; subject: string; layout?: 'portrait' | 'landscape' },
  draw: (doc: Pdf) => Promise<void> | void,
  finish?: (doc: Pdf, page: number, pageCount: number) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: meta.layout ?? 'portrait',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: meta.title, Subject: meta.subject, Author: BRAND.name, Creator: BRAND.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = fontData();
  doc.registerFont(FONT.body, fonts.body);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.body);
  try {
    await draw(doc);
    if (finish) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        finish(doc, i - range.start + 1, range.count);
      }
    }
  } finally {
    doc.end();
  }
  return done;
}
