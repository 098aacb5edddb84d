import { useEffect, useState } from 'react';
import { callApi, type ResultOf } from './api-client';

export type SiteConfig = ResultOf<'getSiteConfig'>;

let pending: Promise<SiteConfig> | undefined;

/** Public settings (captcha on or off, login types offered, filing number, version), fetched once per page. */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= callApi('getSiteConfig').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The site settings, or undefined while they load (or when they could not be read). */
export function useSiteConfig(): SiteConfig | undefined {
  const [config, setConfig] = useState<SiteConfig>();
  useEffect(() => {
    let live = true;
    loadSiteConfig().then(
      (loaded) => live && setConfig(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Forgets the fetched settings (each test starts as a fresh page). */
export function forgetSiteConfig(): void {
  pending = undefined;
}
