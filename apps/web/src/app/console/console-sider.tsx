import { theme } from 'antd';
import { type ReactNode, useEffect } from 'react';

const width = { expanded: 220, collapsed: 80 } as const;
// antd's lg breakpoint: below it the navigation collapses by itself.
const narrowScreen = '(max-width: 991.98px)';
// antd's "left" arrow, turned round when collapsed.
const arrowPath =
  'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z';

/**
 * The console's side column as antd's light, collapsible Sider draws it: it collapses on narrow screens and when
 * its arrow is pressed. It stays in view, the window's height, while the page scrolls; its entries scroll on
 * their own above the collapse arrow, so the arrow never covers one.
 */
export function ConsoleSider({
  collapsed,
  onCollapse,
  children,
}: {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const columnWidth = collapsed ? width.collapsed : width.expanded;

  useEffect(() => {
    const query = window.matchMedia(narrowScreen);
    const follow = () => onCollapse(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [onCollapse]);

  const transition = `all ${token.motionDurationMid}`;
  return (
    <aside
      style={{
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        // The visible height on phones too, where 100vh reaches under the browser's toolbar.
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        flex: `0 0 ${columnWidth}px`,
        width: columnWidth,
        minWidth: columnWidth,
        maxWidth: columnWidth,
        background: token.colorBgContainer,
        borderInlineEnd: `1px solid ${token.colorSplit}`,
        transition: `${transition}, background 0s`,
      }}
    >
      <div
        style={{
          position: 'relative',
          flex: 'auto',
          minHeight: 0,
          overflowX: 'hidden',
          overflowY: 'auto',
        }}
      >
        {children}
      </div>
      <button
        type="button"
        aria-expanded={!collapsed}
        onClick={() => onCollapse(!collapsed)}
        style={{
          flex: '0 0 48px',
          width: '100%',
          height: 48,
          padding: 0,
          border: 0,
          borderTop: `1px solid ${token.colorSplit}`,
          color: token.colorText,
          background: token.colorBgContainer,
          cursor: 'pointer',
        }}
      >
        <svg
          role="img"
          aria-label={collapsed ? 'right' : 'left'}
          viewBox="64 64 896 896"
          width="1em"
          height="1em"
          fill="currentColor"
          style={{ transform: collapsed ? 'rotate(180deg)' : undefined }}
        >
          <path d={arrowPath} />
        </svg>
      </button>
    </aside>
  );
}
