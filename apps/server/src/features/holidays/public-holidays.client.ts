import { AppError, passFlags, Status } from '@vestibule/contract';

/*
 * The public holiday list of a year from timor.tech's holiday API
 * (https://timor.tech/api/holiday): GET {HOLIDAY_API_URL}/api/holiday/year/{year}
 * answers {code: 0, holiday: {"MM-DD": {holiday: bool, name, date: "YYYY-MM-DD", ...}}},
 * where holiday true is a day off and false a make-up work day.
 */

export interface PublicDay {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
  passFlag: number;
}

const timeoutMs = 10_000;
const ymdPattern = /^\d{4}-\d{2}-\d{2}$/;

const unreadable = (why: string) => new AppError(Status.holidayImportFailed, `The public holiday list could not be read: ${why}`);

interface TimorDay {
  holiday?: unknown;
  name?: unknown;
  date?: unknown;
}

/** The year's days off and make-up work days, in date order; 227 when the API does not answer with its list. */
export async function fetchPublicHolidays(baseUrl: string, year: number): Promise<PublicDay[]> {
  let body: unknown;
  try {
    const response = await fetch(`${baseUrl}/api/holiday/year/${year}`, {
      headers: { accept: 'application/json', 'user-agent': 'Vestibule holiday import' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw unreadable(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(error instanceof Error ? error.message : String(error));
  }
  const answer = body as { code?: unknown; holiday?: unknown };
  if (answer?.code !== 0 || typeof answer.holiday !== 'object' || answer.holiday === null) {
    throw unreadable('the answer is not a holiday list');
  }
  const days: PublicDay[] = [];
  for (const entry of Object.values(answer.holiday as Record<string, TimorDay>)) {
    const date = typeof entry?.date === 'string' ? entry.date : '';
    // Days of another year or without a date are not this year's list.
    if (!ymdPattern.test(date) || !date.startsWith(`${year}-`) || typeof entry.holiday !== 'boolean') continue;
    days.push({
      date,
      name: typeof entry.name === 'string' ? entry.name.slice(0, 100) : '',
      passFlag: entry.holiday ? passFlags.restDay : passFlags.workDay,
    });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
