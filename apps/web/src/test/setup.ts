import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import '../components/antd-locale';
import { initI18n } from '../lib/i18n';
import { clearSession } from '../lib/session';
import { forgetSiteConfig } from '../lib/site-config';
import { connectToasts } from '../lib/toast';
import { keepOnlyVisibilityRules } from './visibility-only-styles';

// antd screens render slowly in jsdom on a busy machine: findBy* and waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks matchMedia, which antd's responsive layout reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom lacks ResizeObserver too, which antd's multiple selects and tree selects watch their width with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

keepOnlyVisibilityRules();

beforeAll(async () => {
  await initI18n([
    'auth',
    'account',
    'accountSecurity',
    'employee',
    'people',
    'roles',
    'whitelist',
    'visits',
    'visitorTypes',
    'components',
  ]);
});

afterEach(() => {
  cleanup();
  forgetSiteConfig();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Test files share modules (vitest.config.ts): forget the session's snapshot too, and the toasts a screen
  // raised after it unmounted, so nothing reaches the next test.
  clearSession();
  localStorage.clear();
  connectToasts({ success: () => undefined, error: () => undefined })();
});
