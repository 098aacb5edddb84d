import { describe, expect, test } from 'vitest';
import { useBrowser } from './harness/browser.js';
import { describeFirstLoad, firstScreens, kilobyte, listFirstLoad, measureFirstLoad } from './harness/first-load.js';
import { useServer } from './harness/server.js';

/*
 * The first-load budgets of ARCHITECTURE.md section 10 (decision 0004): the
 * gzip bytes of the scripts a screen's first load takes, as the built pages
 * send them. The log carries each screen's figures per encoding, all files and
 * scripts alone; a screen over budget lists its files.
 */

describe('first load', () => {
  const server = useServer();
  const ui = useBrowser({ baseUrl: () => server.url });

  for (const screen of firstScreens) {
    test(`${screen.name} loads at most ${screen.gzipBudget / kilobyte} KB gzip of scripts`, async () => {
      const load = await measureFirstLoad(ui.page, () => screen.open(ui.page, server.url));
      process.stdout.write(`${describeFirstLoad(screen.name, load)}\n`);
      expect(load.scripts.gzip, `${describeFirstLoad(screen.name, load)}\n${listFirstLoad(load)}`).toBeLessThanOrEqual(
        screen.gzipBudget,
      );
    });
  }
});
