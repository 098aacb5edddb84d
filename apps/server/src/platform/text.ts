/**
 * Lower case that never lengthens text, so the result fits the column the
 * original fits: İ (U+0130) is the one character whose lower case is two.
 */
export const lowerCase = (text: string): string => text.replace(/\u0130/g, 'i').toLowerCase();

/** Text safe inside HTML, element content and attribute values alike (the mails the product sends). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
