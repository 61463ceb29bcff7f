import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for the tests, for what pdfkit writes: objects, Flate streams, the
 * ToUnicode map of each embedded font, and the text shown by the pages' content streams. It lets a
 * test assert what a reader of the document actually sees, not just that bytes came back.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let m: RegExpExecArray | null;
  while ((m = header.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt !== -1 && /\/Length (\d+)/.test(body.slice(0, streamAt))) {
      dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      const dataStart = start + streamAt + 'stream'.length + (raw[start + streamAt + 6] === '\r' ? 2 : 1);
      const data = pdf.subarray(dataStart, dataStart + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(data) : data;
    }
    objects.set(Number(m[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

// Hex strings may hold spaces (a ligature maps to "<0066 0069>").
const hexToCodes = (hex: string) => (hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16));

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => String.fromCharCode(...hexToCodes(hex));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, single] of body!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<([\w\s]+)>)/g)) {
      const first = parseInt(from!, 16);
      if (list !== undefined) [...list.matchAll(/<([\w\s]+)>/g)].forEach(([, u], i) => map.set(first + i, text(u!)));
      else for (let c = first; c <= parseInt(to!, 16); c++) map.set(c, String.fromCharCode(parseInt(single!, 16) + c - first));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, u] of body!.matchAll(/<(\w+)>\s*<([\w\s]+)>/g)) map.set(parseInt(code!, 16), text(u!));
  }
  return map;
}

export interface ParsedPdf {
  /** Every piece of text on the pages, in drawing order, whitespace collapsed. */
  text: string;
  pageCount: number;
  imageCount: number;
  /** The dictionary of every object, for checks on structure such as form fields. */
  objectDictionaries: string[];
  /** All of them joined. */
  dictionaries: string;
}

export function parsePdf(pdf: Buffer): ParsedPdf {
  const objects = parseObjects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const obj of objects.values()) {
    // Resource names (/F1 …) point at Type0 fonts, whose ToUnicode stream maps glyph ids to text.
    for (const [, name, ref] of obj.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const unicodeRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = unicodeRef ? objects.get(Number(unicodeRef))?.stream : null;
      if (cmap) fontMaps.set(name!, toUnicodeMap(cmap.toString('latin1')));
    }
  }
  const contentRefs = [...objects.values()].flatMap((o) => [...o.dict.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => Number(m[1])));
  const pieces: string[] = [];
  for (const ref of contentRefs) {
    const content = objects.get(ref)?.stream?.toString('latin1') ?? '';
    let map: Map<number, string> | undefined;
    for (const [, font, array, single] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<\w*>|[-\d.\s])*)\] TJ|<(\w*)> Tj/g)) {
      if (font) map = fontMaps.get(font);
      const hexes = array !== undefined ? [...array.matchAll(/<(\w*)>/g)].map((h) => h[1]!) : single !== undefined ? [single] : [];
      if (hexes.length) pieces.push(hexes.flatMap(hexToCodes).map((c) => map?.get(c) ?? '\uFFFD').join(''));
    }
  }
  const objectDictionaries = [...objects.values()].map((o) => o.dict);
  const dictionaries = objectDictionaries.join('\n');
  return {
    text: pieces.join(' ').replace(/\s+/g, ' '),
    pageCount: Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(dictionaries)?.[1] ?? 0),
    imageCount: (dictionaries.match(/\/Subtype \/Image/g) ?? []).length,
    objectDictionaries,
    dictionaries,
  };
}
