/**
 * Lower case that never lengthens text, so the result fits the column the
 * original fits: İ (U+0130) is the one character whose lower case is two.
 */
export const lowerCase = (text: string): string => text.replace(/\u0130/g, 'i').toLowerCase();

/** Text safe inside HTML, element content and attribute values alike (the mails the product sends). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const namedReferences: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The code point a numeric reference names, when it is one text may hold (not a surrogate, not past U+10FFFF). */
const characterOf = (codePoint: number): string | undefined =>
  Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
    ? String.fromCodePoint(codePoint)
    : undefined;

/** HTML's character references read back once (escapeHtml's inverse); a reference it does not know stays as written. */
export const unescapeHtml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (reference: string, name: string) => {
    if (name[0] !== '#') return namedReferences[name.toLowerCase()] ?? reference;
    const hex = name[1] === 'x' || name[1] === 'X';
    return characterOf(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? reference;
  });
