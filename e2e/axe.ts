import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * axe on the page as it is now: nothing serious or critical (WCAG 2.1 A and AA rules). Each
 * failure names the rule and where it hit. Legacy mode runs axe in the page itself: our screens
 * have no frames, and the default mode opens a second page for every run to join the frames'
 * results, which doubled each check's time.
 */
export async function expectNoSeriousViolations(page: Page) {
  // Colours are judged as they end: a card still fading in would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity || animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** Opens each tab of the page's first tab list in turn, waits for its content, and runs axe on it. */
export async function expectEveryTabClean(page: Page) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    await test.step(await tab.innerText(), async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
}
