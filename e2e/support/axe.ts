import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for every finite animation on the page (a toast fading in, a step sliding) to end: axe
 * measures colours as painted, and half-transparent text mid-fade fails the contrast rule.
 * Endless ones (the slab's float, the carousel's progress) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export interface AxeViolation {
  /** The axe rule, e.g. "color-contrast". */
  id: string;
  /** The offending elements' selectors, comma-separated. */
  targets: string;
}

/** The serious and critical violations of the rules with these tags on the page as it is now. */
export async function seriousViolations(page: Page, tags: string[]): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).join(', ') }));
}

/** The serious and critical WCAG 2.1 AA violations on the page once it has settled, as "rule: targets". */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  return (await seriousViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa'])).map((v) => `${v.id}: ${v.targets}`);
}

/**
 * Asserts the page, once settled, has no serious or critical WCAG 2.1 AA violation. Scanned again
 * until clean or 10 s have passed: on a loaded machine a transition can start after the settle (a
 * toast leaving, a dialog's backdrop fading), and axe would measure its half-transparent text; a real
 * violation stays and fails with its list.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await expect.poll(() => seriousAxeViolations(page), { timeout: 10_000, interval: 250 }).toEqual([]);
}

/** The two widths every page is checked at: a phone and a desktop. */
export const AXE_PHONE = { width: 390, height: 844 } as const;
export const AXE_DESKTOP = { width: 1280, height: 900 } as const;

/** Axe at phone and desktop width, the page as it stands; left at desktop width afterwards. */
export async function axeAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [AXE_PHONE, AXE_DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousAxeViolations(page);
  }
}
