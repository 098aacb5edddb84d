import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';

/** Renders a page once the texts of the areas it shows first are loaded. */
export async function startPage(page: ReactNode, namespaces: string[]): Promise<void> {
  await initI18n(namespaces);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<StrictMode>{page}</StrictMode>);
}
