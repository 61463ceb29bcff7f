import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_LEVELS } from './loa-options';
import { FULL_LOA_TURNAROUND, fullLoaTurnaround, QUICK_OPINION_TURNAROUND } from './turnaround';

describe('turnaround', () => {
  it('words the Full LOA service levels from their own figures, counted from arrival', () => {
    expect(fullLoaTurnaround('standard')).toBe('15-20 business days from arrival');
    expect(fullLoaTurnaround('expedited')).toBe('7-10 business days from arrival');
    expect(FULL_LOA_TURNAROUND).toBe('15-20 business days from arrival (7-10 with expedited service)');
    for (const level of SERVICE_LEVELS) expect(level.turnaround).toBe(`${level.businessDays} business days`);
  });

  it('falls back to standard for a level it does not know, and says Quick Opinion one way', () => {
    expect(fullLoaTurnaround('unknown')).toBe('15-20 business days from arrival');
    expect(QUICK_OPINION_TURNAROUND).toBe('within one business day');
  });
});

/** Every source file of the pages, e-mails and PDFs (tests aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('what a customer reads about turnaround', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = [...sources(path.join(root, 'client/src')), ...sources(path.join(root, 'server/src'))];

  it('is never written out by hand: a figure of days, or another wording, would contradict turnaround.ts', () => {
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\d+\s*[-\u2013]\s*\d+ business days|\bweeks?\b|24 (business )?hours|\b1 business day/i.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
