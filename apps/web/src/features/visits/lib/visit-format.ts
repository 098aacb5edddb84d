import dayjs from 'dayjs';

/** An instant as the lists show it, or a dash when there is none. */
export const formatInstant = (epochMs: number | null | undefined): string =>
  epochMs === null || epochMs === undefined ? '–' : dayjs(epochMs).format('YYYY-MM-DD HH:mm');

/** The custom fields of a visit: a JSON object, or the original clients' list of "key:value" texts. */
export function customFields(extendCol: string): Array<{ label: string; value: string }> {
  if (!extendCol.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(extendCol);
  } catch {
    return [];
  }
  const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  if (Array.isArray(parsed)) {
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.includes(':'))
      .map((item) => {
        const at = item.indexOf(':');
        return { label: item.slice(0, at), value: item.slice(at + 1) };
      });
  }
  if (typeof parsed === 'object' && parsed !== null) {
    return Object.entries(parsed).map(([label, value]) => ({ label, value: shown(value) }));
  }
  return [];
}
