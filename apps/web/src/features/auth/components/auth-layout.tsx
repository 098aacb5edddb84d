import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageFooter } from '../../../components/page-footer';
import { pages } from '../../../lib/browser';
import '../auth.css';
import { ToastHost } from './toast-host';

/** The frame of the pages outside the console: brand and language on top, one panel, the footer, toasts. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <header className="auth-header">
        <a href={pages.signin} className="auth-brand">
          <span className="auth-brand-mark" aria-hidden="true">
            V
          </span>
          {t('brand')}
        </a>
        <LanguageSwitch />
      </header>
      <main className="auth-main">
        <section className="auth-panel" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          <p className="auth-tagline">{t('tagline')}</p>
          {children}
        </section>
      </main>
      <footer className="auth-footer">
        <PageFooter />
      </footer>
      <ToastHost />
    </div>
  );
}
