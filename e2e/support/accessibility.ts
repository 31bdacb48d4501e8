import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for every running animation and transition that has an end (a snackbar growing in, a
 * dialog fading, a highlight), so that axe judges the colours people end up seeing and not
 * one frame of a fade, where any text is too faint. Endless ones (spinners) are left alone.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The axe findings a person would notice on the whole page (the app bar included): the
 * serious and critical ones, each with where it is and why.
 */
export async function seriousAccessibilityFindings(page: Page): Promise<string[]> {
  // The pointer rests in a corner, so that no hover style or tooltip is what gets judged.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 700) - 1);
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary})`).join(' | ')}`,
    );
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
}
