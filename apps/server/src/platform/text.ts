/**
 * Lower case that never lengthens text, so the result fits the column the
 * original fits: İ (U+0130) is the one character whose lower case is two.
 */
export const lowerCase = (text: string): string => text.replace(/\u0130/g, 'i').toLowerCase();
