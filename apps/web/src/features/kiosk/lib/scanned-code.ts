/*
 * What a QR code or a typed code at the tablet names. The badge printed at
 * sign-in carries the visit id (digits only); the invitation mail carries a
 * signed token, either alone or inside the invitation page's link.
 */

export type ScannedCode = { kind: 'badge'; vid: number } | { kind: 'invitation'; code: string };

const visitIdPattern = /^\d{1,12}$/;

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
  if (visitIdPattern.test(text)) return { kind: 'badge', vid: Number(text) };
  return { kind: 'invitation', code: tokenOf(text) };
}

/** The code getVisitByCode and AppClientSignin take: a badge's digits or an invitation's token. */
export const codeText = (code: ScannedCode): string => (code.kind === 'badge' ? String(code.vid) : code.code);
