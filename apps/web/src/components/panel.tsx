import { theme } from 'antd';
import { type ReactNode, useId } from 'react';

/** A titled block of a console screen, drawn like antd's card without its tabs and skeleton code. */
export function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        height: '100%',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          minHeight: 56,
          padding: '0 24px',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h2 id={titleId} style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorTextHeading }}>
          {title}
        </h2>
        {extra}
      </header>
      <div style={{ padding: 24 }}>{children}</div>
    </section>
  );
}
