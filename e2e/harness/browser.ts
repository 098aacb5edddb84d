import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { artifactsDir } from './paths.js';

const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Viewport {
  width: number;
  height: number;
}

export const desktop: Viewport = { width: 1366, height: 900 };
export const phone: Viewport = { width: 390, height: 844 };

/** The browser's language (navigator.language, Accept-Language), which the pages follow until the user picks one. */
export const defaultLocale = 'en-US';

/** The Debian Chromium, never a downloaded browser. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install it with \`apt-get install -y chromium\`.`);
  }
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs], headless: true });
}

export interface BrowserOptions {
  /** The server's URL; page.goto('/path') is relative to it. Read when each test starts. */
  baseUrl: () => string;
  viewport?: Viewport;
  /** The browser's language for every page of the file; `defaultLocale` unless given. */
  locale?: string;
  /** More Chromium flags for this file's browser, e.g. a fake camera. */
  chromiumArgs?: readonly string[];
}

export interface BrowserSession {
  readonly browser: Browser;
  /** A fresh context (cookies, storage) for the running test. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another context and page in the running test, e.g. a second person, another viewport or another browser language. */
  openPage(viewport?: Viewport, locale?: string): Promise<Page>;
  /** The policy violations the running test's pages reported so far, which then no longer fail it. */
  takePolicyViolations(): string[];
}

const violationBinding = 'reportSecurityPolicyViolation';

/**
 * Every page of the context tells of what its Content-Security-Policy blocked, and of
 * a Permissions-Policy header the browser could not read (which it logs as a console error).
 */
async function watchPolicies(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(violationBinding, (_source, violation: string) => violations.push(violation));
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.${violationBinding}(event.violatedDirective + ' blocked ' + (event.blockedURI || 'an inline script or style')
      + ' in ' + event.documentURI + (event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ')' : ''));
  });`);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Permissions-Policy|Content Security Policy/.test(message.text())) {
      violations.push(message.text());
    }
  });
}

/**
 * Registers hooks for the calling test file: one browser for the file, a new
 * context and page per test, and a screenshot in e2e/.artifacts when a test fails.
 * A test whose pages report a Content-Security-Policy violation fails.
 */
export function useBrowser(options: BrowserOptions): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let page: Page | undefined;
  const violations: string[] = [];

  const newContext = async (viewport: Viewport, locale: string) => {
    if (!browser) throw new Error('The browser is not running: useBrowser() must be called at the top of a test file');
    const context = await browser.newContext({ baseURL: options.baseUrl(), viewport, locale });
    await watchPolicies(context, violations);
    return context;
  };
  const openPage = async (viewport: Viewport = options.viewport ?? desktop, locale = options.locale ?? defaultLocale) => {
    const context = await newContext(viewport, locale);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    browser = await launchBrowser(options.chromiumArgs);
  });
  beforeEach(async () => {
    page = await openPage();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await saveScreenshots(context.task.file.name, context.task.name, contexts);
    await Promise.all(contexts.map((browserContext) => browserContext.close()));
    contexts = [];
    page = undefined;
    const reported = [...new Set(violations.splice(0))];
    if (reported.length) throw new Error(`The page broke its security policy:\n${reported.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`No ${what} outside a test`);
    return value;
  };
  return {
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(contexts[0], 'browser context');
    },
    get page() {
      return required(page, 'page');
    },
    openPage,
    takePolicyViolations: () => [...new Set(violations.splice(0))],
  };
}

async function saveScreenshots(file: string, test: string, contexts: BrowserContext[]): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const stem = `${path.basename(file, '.spec.ts')}--${test}`.replace(/[^\w-]+/g, '-').slice(0, 120);
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const file = path.join(artifactsDir, `${stem}${index > 0 ? `-${index + 1}` : ''}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true });
      console.warn(`Screenshot of the failed test: ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      console.warn(`No screenshot for ${test}: ${String(error)}`);
    }
  }
}
