import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createQueryClient } from '../lib/query-client';
import { onToasterWanted } from '../lib/toast';
import { currentAntdLocale, onAntdLocaleChange } from './antd-locale';

export const appTheme: ThemeConfig = {
  token: { colorPrimary: '#1d5bd8', borderRadius: 6, fontSize: 14 },
};

// Most visits raise no toast, so antd's message and notification code loads with the first one.
const AntdToaster = lazy(async () => ({ default: (await import('./antd-toaster')).AntdToaster }));

/** What the console wraps itself in: antd (its locale following the language), toasts and queries. */
export function AppProviders({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const locale = useSyncExternalStore(onAntdLocaleChange, currentAntdLocale);
  const [queryClient] = useState(createQueryClient);
  const [toastsWanted, setToastsWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setToastsWanted(true)), []);
  return (
    <ConfigProvider locale={locale} theme={appTheme}>
      {toastsWanted && (
        <Suspense fallback={null}>
          <AntdToaster />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={fallback ?? null}>{children}</Suspense>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
