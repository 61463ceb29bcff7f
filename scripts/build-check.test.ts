import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshness, root, stampFile, targets, type TargetInputs } from './build-check.mjs';

// A throwaway "build" under dist/ (git ignores it): its inputs are one folder of two files.
const folder = `dist/build-check-test-${process.pid}`;
const target: TargetInputs = { name: `${folder}/out`, inputs: [`${folder}/src`], output: `${folder}/out/index.txt` };
const at = (file: string) => path.join(root, folder, file);
afterAll(() => fs.rmSync(path.join(root, folder), { recursive: true, force: true }));

function build(): void {
  fs.mkdirSync(at('out'), { recursive: true });
  fs.writeFileSync(at('out/index.txt'), 'built');
  fs.writeFileSync(stampFile(target), `${freshness(target).hash}\n`);
}

describe('the build check (what npm start runs before the server)', () => {
  it('finds a build up to date until an input changes, even when the change keeps its size and date', () => {
    fs.mkdirSync(at('src'), { recursive: true });
    fs.writeFileSync(at('src/a.ts'), 'export const a = 1;\n');
    fs.writeFileSync(at('src/b.ts'), 'export const b = 2;\n');
    expect(freshness(target).upToDate).toBe(false);
    build();
    expect(freshness(target).upToDate).toBe(true);

    // Same length, same modification time: only the content tells (a copy that keeps dates).
    const { mtime } = fs.statSync(at('src/a.ts'));
    fs.writeFileSync(at('src/a.ts'), 'export const a = 7;\n');
    fs.utimesSync(at('src/a.ts'), mtime, mtime);
    expect(freshness(target).upToDate).toBe(false);
    build();

    // A new input file, and a missing output, each make it stale as well.
    fs.writeFileSync(at('src/c.ts'), 'export const c = 3;\n');
    expect(freshness(target).upToDate).toBe(false);
    build();
    fs.rmSync(at('out/index.txt'));
    expect(freshness(target).upToDate).toBe(false);
  });

  it('leaves test files out: changing one rebuilds nothing', () => {
    build();
    fs.writeFileSync(at('src/a.test.ts'), 'export {};\n');
    expect(freshness(target).upToDate).toBe(true);
  });

  it('covers the files every build is made from', () => {
    expect(targets.server.inputs).toEqual(expect.arrayContaining(['server/src', 'shared', 'scripts/build.ts', 'scripts/build-check.mjs']));
    expect(targets.client.inputs).toEqual(expect.arrayContaining(['client', 'shared', 'scripts']));
  });
});
