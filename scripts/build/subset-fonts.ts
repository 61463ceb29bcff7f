import crypto from 'node:crypto';
import path from 'node:path';
// subset-font ships no types: its one function takes a font, the text to keep and options.
// @ts-expect-error -- untyped CommonJS module
import subsetFontUntyped from 'subset-font';
import type { Plugin } from 'vite';

type SubsetFont = (font: Buffer, text: string, options: { targetFormat: 'woff2'; variationAxes?: Record<string, { min: number; max: number }> }) => Promise<Buffer>;
const subsetFont = subsetFontUntyped as SubsetFont;

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const PUNCTUATION = '–—‘’‚“”„•…′″‹›€™−→←↑↓✓✔×·©®°';
const LATIN_1 = Array.from({ length: 96 }, (_, i) => String.fromCharCode(0xa0 + i)).join('');

/**
 * The Latin files of the site's faces, cut down to what the site prints: the text face keeps every
 * Latin-1 letter (names such as José typed by customers), the display face (headings the site
 * writes) plain ASCII; both keep the weights the styles use. The Latin files are the ones every
 * page downloads before its first paint: 77 KB become about 45 KB. A character outside the set
 * is drawn from the fallback face, and the other alphabets keep their own files (unicode-range).
 */
const FACES = [
  { prefix: 'inter-latin-wght-normal-', text: ASCII + PUNCTUATION + LATIN_1, weight: { min: 400, max: 900 } },
  { prefix: 'oswald-latin-wght-normal-', text: ASCII + PUNCTUATION, weight: { min: 400, max: 700 } },
  { prefix: 'playfair-display-latin-wght-italic-', text: ASCII + PUNCTUATION + LATIN_1, weight: { min: 400, max: 700 } },
];

/** Build plugin (client only): replaces those font files with their subsets, under a new hashed name. */
export function subsetFonts(): Plugin {
  return {
    name: 'goat:subset-fonts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Last: with one site-wide stylesheet (cssCodeSplit: false) Vite adds the CSS file to the bundle
    // in its own generateBundle, and its font addresses must be renamed too.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const renamed = new Map<string, string>();
        for (const [fileName, output] of Object.entries(bundle)) {
          const face = FACES.find((f) => path.basename(fileName).startsWith(f.prefix));
          if (!face || output.type !== 'asset' || !fileName.endsWith('.woff2')) continue;
          const subset = await subsetFont(Buffer.from(output.source), face.text, { targetFormat: 'woff2', variationAxes: { wght: face.weight } });
          const hash = crypto.createHash('sha256').update(subset).digest('base64url').slice(0, 8);
          const newName = fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
          delete bundle[fileName];
          this.emitFile({ type: 'asset', fileName: newName, source: subset });
          renamed.set(path.basename(fileName), path.basename(newName));
        }
        if (renamed.size === 0) this.error('no font file to subset: did @fontsource change its file names?');
        const rename = (text: string) => [...renamed].reduce((out, [from, to]) => out.split(from).join(to), text);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = rename(output.code);
          else if (output.fileName.endsWith('.css') && typeof output.source === 'string') output.source = rename(output.source);
          else if (output.fileName.endsWith('.css')) output.source = rename(Buffer.from(output.source).toString('utf8'));
        }
      },
    },
  };
}
