import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/*
 * The approval screens keep a WCAG AA contrast: secondary texts and the refusal
 * red are darker than antd's defaults. Two-character Chinese buttons ("同意",
 * "拒绝") keep their text as written, so it stays part of their accessible name.
 */
const readableTheme: ThemeConfig = {
  token: {
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorError: '#cf1322',
  },
};

export function Readable({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={readableTheme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
