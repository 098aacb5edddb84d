import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/* axe-core's accessibility rules, run in the page as it is on screen. */

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical WCAG A/AA problems of the page at rest. The source
 * runs through the debugging protocol, so the page's script policy does not
 * block it. The pointer leaves the page and running transitions end first:
 * a button that appeared under the last click is measured in its hover colour,
 * or halfway through its fade, otherwise.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<AxeProblem[]> {
  await page.mouse.move(0, 0);
  // Only what ends: a spinner's endless animation would never settle.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
    }
    const results = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
  });
}
