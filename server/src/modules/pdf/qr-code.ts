import { COLOR } from './layout';
import type { Pdf } from './pdf-buffer';

/**
 * Draws `text` as a QR code of `size` points with its quiet zone on white: vector squares, so it stays
 * sharp on any printer and needs no image decoding. The QR library is loaded on first use.
 */
export async function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().rect(x, y, size, size).fill(COLOR.white);
  doc.fillColor(COLOR.navy);
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules: fewer path operations and no hairline gaps inside a run.
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (col - start + 1) * cell, cell);
    }
  }
  doc.fill().restore();
}
