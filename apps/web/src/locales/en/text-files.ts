/** The English text files, one per area, each fetched when a page first needs its area (lib/i18n.ts). */
export const textFiles = import.meta.glob<{ default: Record<string, unknown> }>('./*.json');
