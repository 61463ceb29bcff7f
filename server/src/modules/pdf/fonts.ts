import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// DejaVu ships with the project (server/assets/fonts, with its licence): pdfkit's built-in fonts only
// cover Latin-1 and garble names such as "Jiří" or "Łukasz" that customers do type.
const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');

export const FONT = { body: 'body', bold: 'bold' } as const;

let loaded: { body: Buffer; bold: Buffer } | null = null;

/** The font files, read once per process. */
export function fontData(): { body: Buffer; bold: Buffer } {
  loaded ??= {
    body: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return loaded;
}
