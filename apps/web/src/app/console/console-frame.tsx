import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/*
 * The console's frame as antd's Layout draws it (a column of header, content and footer beside the side column),
 * without Layout's code: Layout always carries its Sider, which ConsoleSider replaces.
 */

export function ConsoleFrame({ sider, children }: { sider: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const area: CSSProperties = { display: 'flex', minHeight: 0, background: token.colorBgLayout };
  return (
    <div style={{ ...area, minHeight: '100vh' }}>
      {sider}
      <div style={{ ...area, flex: 'auto', flexDirection: 'column', width: 0 }}>{children}</div>
    </div>
  );
}

export function ConsoleHeader({ style, children }: { style: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <header style={{ flex: '0 0 auto', height: 64, lineHeight: '64px', color: token.colorText, ...style }}>{children}</header>
  );
}

export function ConsoleContent({ style, children }: { style: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ flex: 'auto', minHeight: 0, color: token.colorText, ...style }}>{children}</div>;
}

export function ConsoleFooter({ style, children }: { style: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <footer
      style={{ flex: '0 0 auto', color: token.colorText, fontSize: token.fontSize, background: token.colorBgLayout, ...style }}
    >
      {children}
    </footer>
  );
}
