/*
 * Prints the first-load bytes of the budgeted screens (e2e/harness/first-load.ts),
 * which e2e/first-load.spec.ts holds to their budgets. FILES=1 lists each file.
 * Needs `npm run build` and Chromium; run with `npx tsx scripts/first-load-bytes.ts`.
 */
import { launchBrowser } from '../e2e/harness/browser.js';
import { describeFirstLoad, firstScreens, listFirstLoad, measureFirstLoad } from '../e2e/harness/first-load.js';
import { startServer } from '../e2e/harness/server.js';

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const screen of firstScreens) {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    const load = await measureFirstLoad(page, () => screen.open(page, server.url));
    console.log(describeFirstLoad(screen.name, load));
    if (process.env.FILES) console.log(listFirstLoad(load));
  }
} finally {
  await browser.close();
  await server.stop();
}
