import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../client/src/lib/page-meta';
import { seriousViolations } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { h1 } from './support/ui';
import { useSite } from './support/site';

// Apart from public-pages.test.ts because these scans are the longest browser tests (about 60 s per
// width): a file of their own runs beside the others instead of after them (docs/testing.md).
describe.skipIf(!hasChromium)('public pages, accessibility', () => {
  const site = useSite();
  const at = (width: number) => ({ width, height: 900 });

  for (const width of [1280, 390]) {
    it(`has no serious or critical accessibility violation on any public page at ${width} px`, { timeout: 240_000 }, async () => {
      const problems: string[] = [];
      const { page, close } = await site.openPage({ viewport: at(width), expectedErrors: [{ status: 404, path: '/no-such-page' }] });
      for (const path of [...Object.keys(PUBLIC_PAGES), '/no-such-page']) {
        await gotoApp(page, site.url(path));
        await h1(page).first().waitFor();
        for (const v of await seriousViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])) {
          problems.push(`${path}: ${v.id} (${v.targets})`);
        }
      }
      await close();
      expect(problems).toEqual([]);
    });
  }
});
