import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses an option of an antd single select and waits until the select shows it. On a busy machine a click
 * on an option that is still sliding in chooses nothing and leaves the list open, so it opens and clicks again
 * until the choice shows (choosing the same option twice changes nothing in a single select).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string, timeout = 15_000): Promise<void> {
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  // A single select shows its value in content-value (antd 6); selection-item is a multiple select's tag.
  const chosen = select.locator('.ant-select-content-value, .ant-select-selection-item').filter({ hasText: option });
  await expect
    .poll(
      async () => {
        if ((await chosen.count()) > 0) return true;
        await combobox.click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
          .filter({ hasText: option })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return chosen.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout },
    )
    .toBe(true);
}
