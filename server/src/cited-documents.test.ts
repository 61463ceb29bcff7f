import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test names and documents cite the repository's own documents (docs/product.md, the
 * decision records) or nothing (docs/README.md): a tracker's number or a lettered part of some plan means
 * nothing to someone who joins later, and says less than the record that covers it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'data', 'out', 'meta', 'test-results', 'screenshots', '.vite', 'coverage']);
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|sql|css|html|yaml|yml|sh)$|^(Dockerfile|run|\.env\.example)$/;
// This file, whose examples below are what it refuses.
const SKIPPED_FILES = new Set(['cited-documents.test.ts']);

/** Every text file the project writes (dependencies, builds, data, test output and drizzle-kit's snapshots aside). */
function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.data-') ? [] : textFiles(full);
    return TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name) ? [full] : [];
  });
}

/** An issue's number in any spelling (with a hash, a hyphen, plural), and a plan's lettered part. */
const CITATIONS = [/\bissues?[ -]#?\d/i, /\bpart [A-Z]\b/];

function uncitedReferences(text: string): string[] {
  return text.split('\n').filter((line) => CITATIONS.some((pattern) => pattern.test(line)));
}

describe('what comments and documents cite', () => {
  it('recognises an issue number or a plan part, and leaves the product words alone', () => {
    // Written in halves, so that no line of this file is itself a citation of the kind it refuses.
    const issue = 'issue';
    const refused = [`// The parcel both ways (${issue} 15).`, ` * ${issue[0]!.toUpperCase()}ssue 16: sessions in Redis`, `(${issue}s 12 and 13)`, `see ${issue} #40`, `The refund hook (${'part'} R):`];
    for (const line of refused) {
      expect(uncitedReferences(line), line).toEqual([line]);
    }
    for (const line of ['// issues the certificates (decision 013)', 'issueInvoiceSchema', 'Signed home jersey #23', 'the part of the form', 'issued 2 days ago']) {
      expect(uncitedReferences(line), line).toEqual([]);
    }
  });

  it("never names a tracker's issue or a plan's lettered part: the decision record or the product says why", () => {
    const files = [...textFiles(root)];
    expect(files.length).toBeGreaterThan(300);
    const offending = files.flatMap((file) =>
      uncitedReferences(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
