import { accessCodePattern, badgeCodePattern, phonePattern } from '@vestibule/contract/patterns';

/*
 * What the desk scanned or typed. An invitation's QR code holds its signed
 * token (dotted parts; its SMS link carries the same token as ?token=) and
 * its mail a six-digit code that works the same, a badge's QR code holds its
 * signed badge code, and a person may give their phone or ID number instead.
 */
export type TerminalInput =
  | { kind: 'token'; code: string }
  | { kind: 'badge'; code: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'idNumber'; cardId: string };

/** Mainland resident ID numbers: 18 characters (the last may be X) or the older 15 digits. */
const residentIdPattern = /^(\d{17}[\dXx]|\d{15})$/;

function tokenOfLink(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).searchParams.get('token') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads scanned or typed text; undefined when it is empty. */
export function readTerminalInput(raw: string): TerminalInput | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const linked = tokenOfLink(text);
  if (linked) return { kind: 'token', code: linked };
  if (badgeCodePattern.test(text)) return { kind: 'badge', code: text };
  if (text.includes('.') || accessCodePattern.test(text)) return { kind: 'token', code: text };
  if (residentIdPattern.test(text)) return { kind: 'idNumber', cardId: text.toUpperCase() };
  if (phonePattern.test(text)) return { kind: 'phone', phone: text };
  // Passports and other certificates mix letters and digits.
  return { kind: 'idNumber', cardId: text };
}
