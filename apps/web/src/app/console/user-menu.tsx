import DownOutlined from '@ant-design/icons/DownOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, theme } from 'antd';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client';
import { browser, pages } from '../../lib/browser';
import { clearSession, useProfile } from '../../lib/session';
import { accountPaths, useAudience } from './route-table';

// Loaded when the menu first opens: the first screen carries none of it.
const ShowGuideButton = lazy(async () => ({
  default: (await import('../../features/setup-guide/components/show-guide-button')).ShowGuideButton,
}));

async function logOut(): Promise<void> {
  try {
    await callApi('logout');
  } finally {
    // Signed out locally even when the server call fails.
    clearSession();
    browser.goTo(pages.signin);
  }
}

/** The user menu (spec section 2): settings and the setup guide (Administrator only), update password (not a manager), log out. It closes on Escape and outside clicks. */
export function UserMenu() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const name = profile.username || profile.email;
  const paths: { settings?: string; password?: string } = accountPaths[useAudience()];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  const itemStyle = { width: '100%', justifyContent: 'flex-start' } as const;

  return (
    <div ref={root} style={{ position: 'relative' }}>
      <Button
        type="text"
        aria-label={t('userMenu.label', { name })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40 }}
      >
        <span
          aria-hidden="true"
          style={{
            width: 26,
            height: 26,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: token.colorPrimary,
            color: '#fff',
            fontSize: 13,
          }}
        >
          <UserOutlined aria-hidden="true" />
        </span>
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
        <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        style={{
          position: 'absolute',
          right: 0,
          top: 'calc(100% + 6px)',
          zIndex: 1050,
          minWidth: 200,
          padding: 4,
          background: token.colorBgElevated,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowSecondary,
          lineHeight: 'normal',
        }}
      >
        {paths.settings !== undefined && (
          <Button
            type="text"
            icon={<SettingOutlined aria-hidden="true" />}
            style={itemStyle}
            onClick={() => go(paths.settings ?? '/')}
          >
            {t('userMenu.settings')}
          </Button>
        )}
        {open && paths.settings !== undefined && (
          <Suspense fallback={null}>
            <ShowGuideButton style={itemStyle} onShown={() => go('/')} />
          </Suspense>
        )}
        {paths.password !== undefined && (
          <Button
            type="text"
            icon={<KeyOutlined aria-hidden="true" />}
            style={itemStyle}
            onClick={() => go(paths.password ?? '/')}
          >
            {t('userMenu.password')}
          </Button>
        )}
        <div style={{ height: 1, margin: '4px 0', background: token.colorSplit }} />
        <Button
          type="text"
          danger
          icon={<LogoutOutlined aria-hidden="true" />}
          style={itemStyle}
          onClick={() => void logOut().catch(() => undefined)}
        >
          {t('userMenu.logout')}
        </Button>
      </div>
    </div>
  );
}
