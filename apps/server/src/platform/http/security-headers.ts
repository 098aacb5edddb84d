import { createHash } from 'node:crypto';

/** Sent with every answer. */
export const baseSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

type Directives = Record<string, string>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`)
    .join('; ');

/*
 * The built pages load scripts only from this origin and run no inline script.
 * Styles allow 'unsafe-inline' because antd's CSS-in-JS writes <style> elements at run time.
 * Pictures come from uploads, captchas (data:) and local previews (blob:).
 */
const pageDirectives: Directives = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'connect-src': "'self'",
  'frame-ancestors': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

// Off: what the pages never use. The camera stays allowed here: the reception tablet photographs visitors.
const permissionsPolicy = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'bluetooth=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers of the built HTML pages. */
export const pageSecurityHeaders = {
  'content-security-policy': serialize(pageDirectives),
  'permissions-policy': permissionsPolicy,
};

const inlineHashes = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))]
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    )
    .join(' ');

/** Headers of a page served from a string whose own inline <script> and <style> are all it may run. */
export function inlinePageSecurityHeaders(html: string): Record<string, string> {
  const directives: Directives = {
    ...pageDirectives,
    'script-src': inlineHashes(html, 'script') || "'none'",
    'style-src': inlineHashes(html, 'style') || "'none'",
  };
  return { 'content-security-policy': serialize(directives), 'permissions-policy': permissionsPolicy };
}
