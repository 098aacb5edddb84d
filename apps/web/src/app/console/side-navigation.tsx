import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { theme } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { type NavGroup, navGroups } from './route-table';
import { useListedScreens } from './use-listed-screens';

// Screen icons show only in the collapsed navigation: they load when it first collapses.
const NavIcon = lazy(async () => ({ default: (await import('./nav-icons')).NavIcon }));

const groupIcons: Record<NavGroup, ReactNode> = {
  visitors: <IdcardOutlined aria-hidden="true" />,
  people: <TeamOutlined aria-hidden="true" />,
  notification: <BellOutlined aria-hidden="true" />,
  settings: <SettingOutlined aria-hidden="true" />,
  meeting: <CalendarOutlined aria-hidden="true" />,
  account: <UserOutlined aria-hidden="true" />,
};

/**
 * The navigation of the Administrator, the employee or the resident company (spec section 2), built from the route table:
 * a group shows once one of its screens exists. Plain links, so every screen
 * is one Tab away and the console's first load stays small.
 */
export function SideNavigation({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const audienceScreens = useListedScreens();
  const groups = navGroups.filter((group) => audienceScreens.some((screen) => screen.group === group));
  const { pathname } = useLocation();
  // A screen whose link is a path below another's (the visit list's residents) takes the highlight from it.
  const deeperActive = (link: string) =>
    audienceScreens.some(
      (other) =>
        other.link !== undefined &&
        other.link.startsWith(`${link}/`) &&
        (pathname === `/${other.link}` || pathname.startsWith(`/${other.link}/`)),
    );
  const linkStyle = ({ isActive }: { isActive: boolean }) => ({
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    height: 40,
    margin: '2px 8px',
    padding: collapsed ? 0 : '0 16px 0 42px',
    justifyContent: collapsed ? 'center' : undefined,
    borderRadius: token.borderRadiusLG,
    color: isActive ? token.colorPrimary : token.colorText,
    background: isActive ? token.colorPrimaryBg : undefined,
    fontWeight: isActive ? 500 : undefined,
    textDecoration: 'none',
  });
  return (
    <nav aria-label={t('nav.label')} style={{ padding: '4px 0' }}>
      {groups.map((group) => {
        const screens = audienceScreens.filter((screen) => screen.group === group);
        return (
          <section key={group} aria-label={t(`nav.${group}`)} style={{ marginBottom: 8 }}>
            {!collapsed && (
              <h2
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 10,
                  height: 40,
                  margin: '0 8px',
                  padding: '0 16px',
                  fontSize: token.fontSize,
                  fontWeight: 500,
                  color: token.colorTextSecondary,
                }}
              >
                {groupIcons[group]}
                {t(`nav.${group}`)}
              </h2>
            )}
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {screens.map(({ path, link, label }) => (
                <li key={path}>
                  {/* /emp is not active on /emp/visitlist; a screen with a parameter is active on each of its values. */}
                  <NavLink
                    to={`/${link ?? path}`}
                    end={!link || deeperActive(link)}
                    style={linkStyle}
                    title={collapsed ? t(label) : undefined}
                  >
                    {collapsed ? (
                      <>
                        <Suspense fallback={<span style={iconSpace} />}>
                          <NavIcon path={path} />
                        </Suspense>
                        <span style={visuallyHidden}>{t(label)}</span>
                      </>
                    ) : (
                      t(label)
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

// An icon's room until it has loaded.
const iconSpace = { display: 'inline-block', width: '1em', height: '1em' } as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
