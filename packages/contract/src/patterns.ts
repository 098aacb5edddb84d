/*
 * Text patterns of the email and phone fields, apart from zod so the web's
 * sign-in pages can check them without loading the schema library.
 */
export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Mobile or landline: an optional leading +, then 5 to 20 characters of digits with spaces or dashes between them. */
export const phonePattern = /^\+?\d[\d -]{3,18}\d$/;

/** What a badge's QR code holds: `B.<visit id>.<signature>` (the server signs it; a bare visit id is no badge). */
export const badgeCodePattern = /^B\.(\d{1,10})\.([\w-]{16})$/;

/** The short code an invitation or pre-registration gives its visitor to type at the tablet. */
export const accessCodePattern = /^\d{6}$/;
