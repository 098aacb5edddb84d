import { theme } from 'antd';

/** A console screen's heading and one line about it. */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  const { token } = theme.useToken();
  return (
    <header style={{ marginBottom: 20 }}>
      <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600, color: token.colorTextHeading }}>{title}</h1>
      {description && <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>{description}</p>}
    </header>
  );
}
