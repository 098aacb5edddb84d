import { theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PageFooter } from '../../components/page-footer';
import { useProfile } from '../../lib/session';
import { PageLoading } from '../../components/page-loading';
import { ConsoleContent, ConsoleFooter, ConsoleFrame, ConsoleHeader } from './console-frame';
import { ConsoleSider } from './console-sider';
import { RouteErrorBoundary } from './route-error-boundary';
import { screensFor, useAudience } from './route-table';
import { SideNavigation } from './side-navigation';
import { UserMenu } from './user-menu';

// Loaded for employee sessions only: it keeps a stream open for the employee's arriving visitors.
const ArrivalAlerts = lazy(() =>
  import('../../features/employee-console/components/arrival-alerts').then((module) => ({ default: module.ArrivalAlerts })),
);

// Loaded for HQ Administrators only: the branch they read, and the others they may move to.
const BranchSwitch = lazy(() =>
  import('../../features/super-accounts/components/branch-switch').then((module) => ({ default: module.BranchSwitch })),
);

/** The console of the Administrator or an employee: navigation, header with company, language and user menu, the screen, the footer. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const profile = useProfile();
  const [collapsed, setCollapsed] = useState(false);
  const audience = useAudience();
  const screen = screensFor(audience).find((candidate) => `/${candidate.path}` === pathname);
  const screenName = screen ? t(screen.label) : '';

  useEffect(() => {
    document.title = screenName ? `${screenName} · ${t('brand')}` : t('brand');
  }, [screenName, t]);

  return (
    <ConsoleFrame
      sider={
        <ConsoleSider collapsed={collapsed} onCollapse={setCollapsed}>
          <Link
            to="/"
            aria-label={t('brand')}
            style={{ display: 'flex', alignItems: 'center', gap: 10, height: 64, padding: '0 24px', color: token.colorText }}
          >
            <span
              aria-hidden="true"
              style={{
                flex: 'none',
                width: 28,
                height: 28,
                borderRadius: 7,
                background: token.colorPrimary,
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              V
            </span>
            {!collapsed && <span style={{ fontSize: 17, fontWeight: 600 }}>{t('brand')}</span>}
          </Link>
          <SideNavigation collapsed={collapsed} />
        </ConsoleSider>
      }
    >
      {audience === 'employee' && (
        <Suspense fallback={null}>
          <ArrivalAlerts />
        </Suspense>
      )}
      <ConsoleHeader
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '0 24px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 12 }}>
          {profile.logo && (
            <img
              src={profile.logo}
              alt={t('header.logoAlt', { company: profile.company })}
              style={{ height: 32, maxWidth: 128, objectFit: 'contain' }}
            />
          )}
          <span style={{ fontWeight: 600, fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {profile.company}
          </span>
          {audience === 'hq' && (
            <Suspense fallback={null}>
              <BranchSwitch />
            </Suspense>
          )}
        </div>
        <LanguageSwitch />
        <UserMenu />
      </ConsoleHeader>
      <ConsoleContent style={{ padding: 24 }}>
        <main>
          {/* Keyed by path, so leaving a screen that failed clears the error. */}
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </ConsoleContent>
      <ConsoleFooter style={{ textAlign: 'center', padding: '12px 24px 20px' }}>
        <PageFooter />
      </ConsoleFooter>
    </ConsoleFrame>
  );
}
