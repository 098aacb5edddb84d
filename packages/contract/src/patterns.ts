/*
 * Text patterns of the email and phone fields, apart from zod so the web's
 * sign-in pages can check them without loading the schema library.
 */
export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Mobile or landline: digits with an optional leading +, 5 to 20 long. */
export const phonePattern = /^\+?\d[\d-]{4,19}$/;
