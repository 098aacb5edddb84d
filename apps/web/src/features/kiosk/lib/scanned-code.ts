import { badgeCodePattern } from '@vestibule/contract/patterns';

/*
 * What a QR code or a typed code at the tablet names. The badge printed at
 * sign-in carries its signed badge code; the invitation mail carries a signed
 * token, alone or inside the invitation page's link, and a six-digit code the
 * visitor may type instead. A bare visit id names nothing.
 */

export type ScannedCode = { kind: 'badge'; code: string } | { kind: 'invitation'; code: string };

/** The token of an invitation link (…/invite.html?token=…), else the text itself. */
function tokenOf(text: string): string {
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).searchParams.get('token') ?? text;
  } catch {
    return text;
  }
}

/** The code's meaning, or null for an empty one. */
export function readScannedCode(raw: string): ScannedCode | null {
  const text = raw.trim();
  if (text === '') return null;
  if (badgeCodePattern.test(text)) return { kind: 'badge', code: text };
  return { kind: 'invitation', code: tokenOf(text) };
}
