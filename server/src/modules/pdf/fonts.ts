import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../../config/paths';

// DejaVu ships with the project (server/assets/fonts, with its licence): pdfkit's built-in fonts only
// cover Latin-1 and garble names such as "Jiří" or "Łukasz" that customers do type.
const FONT_DIR = projectPaths.fonts;

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

/** The letter of authenticity's serif faces (DejaVu Serif, same licence), registered by that PDF only. */
export const SERIF = { regular: 'serif', bold: 'serif-bold', italic: 'serif-italic' } as const;

let serifLoaded: { regular: Buffer; bold: Buffer; italic: Buffer } | null = null;

export function serifFontData(): { regular: Buffer; bold: Buffer; italic: Buffer } {
  serifLoaded ??= {
    regular: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSerif.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSerif-Bold.ttf')),
    italic: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSerif-Italic.ttf')),
  };
  return serifLoaded;
}
