/*
 * The safety-training pass (decision 0039): which items a visitor is asked,
 * until when they may answer, what they scored, whether they passed and until
 * which day the pass spares them the training.
 */

/** An item of the bank as the rule needs it: its id, the correct letter and what it is worth. */
export interface GradedItem {
  id: number;
  answer: string;
  score: number;
}

/** The seconds the countdown on the visitor's screen may be behind the server: a submission this late still counts. */
export const answerGraceMs = 10_000;

/** How far a desk's clock may run ahead of the video's end before the answers are taken as watched. */
export const videoEndSlackMs = 2_000;

/** A small seeded generator (mulberry32): the same seed draws the same items, so a test can name them. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` items of the bank chosen by the seed, kept in the bank's order; the
 * whole bank when it holds no more than `count`.
 */
export function drawItems<T>(bank: readonly T[], count: number, seed: number): T[] {
  if (bank.length <= count) return [...bank];
  const random = seededRandom(seed);
  const indexes = bank.map((_, index) => index);
  for (let index = indexes.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [indexes[index], indexes[other]] = [indexes[other]!, indexes[index]!];
  }
  const chosen = new Set(indexes.slice(0, Math.max(0, count)));
  return bank.filter((_, index) => chosen.has(index));
}

/**
 * When the questions are shown and until when they may be answered. The
 * questions follow the video: on a first viewing they show once its duration
 * has run from the start of the attempt. No time limit (0 minutes): no deadline.
 */
export function attemptWindow(startedAt: number, videoMs: number, ansTimeMinutes: number) {
  const questionsFrom = startedAt + Math.max(0, videoMs);
  return { questionsFrom, deadline: ansTimeMinutes > 0 ? questionsFrom + ansTimeMinutes * 60_000 : null };
}

/** Whether answers given at `at` come after the video could have been watched to its end. */
export const videoWatched = (questionsFrom: number, at: number) => at + videoEndSlackMs >= questionsFrom;

export type AttemptOutcome = 'passed' | 'lowScore' | 'timeUp';

export interface Grade {
  passed: boolean;
  outcome: AttemptOutcome;
  score: number;
  passMark: number;
  /** The items answered wrongly (or not at all), in the order asked. */
  wrong: Array<{ id: number; given: string; correct: string }>;
}

/**
 * The score is the sum of the scores of the items answered right; the pass
 * needs at least `passMark` points (topicRigNum), inside the deadline (with
 * answerGraceMs): a late submission fails as 'timeUp' whatever it scored.
 */
export function gradeAttempt(input: {
  items: readonly GradedItem[];
  answers: ReadonlyMap<number, string>;
  passMark: number;
  deadline: number | null;
  submittedAt: number;
}): Grade {
  let score = 0;
  const wrong: Grade['wrong'] = [];
  for (const item of input.items) {
    const given = (input.answers.get(item.id) ?? '').trim().toUpperCase();
    if (given === item.answer.toUpperCase()) score += item.score;
    else wrong.push({ id: item.id, given, correct: item.answer });
  }
  const late = input.deadline !== null && input.submittedAt > input.deadline + answerGraceMs;
  const outcome: AttemptOutcome = late ? 'timeUp' : score >= input.passMark ? 'passed' : 'lowScore';
  return { passed: outcome === 'passed', outcome, score, passMark: input.passMark, wrong };
}

/** The day `days` after a YYYY-MM-DD day, on the calendar alone. */
function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** The last day a pass taken on `takenDay` holds: valid for `validityDays` days counting that day (at least one). */
export const passValidUntil = (takenDay: string, validityDays: number) => dayAfter(takenDay, Math.max(1, validityDays) - 1);

/** Whether a pass holding through `validUntil` spares the visitor on `today` (company-local YYYY-MM-DD days). */
export const passHoldsOn = (validUntil: string, today: string) => today <= validUntil;

/**
 * Whom a pass belongs to: the phone (digits and a leading +), or, without a
 * phone, the ID number (upper case, no spaces); '' when neither is given.
 */
export function trainingPersonKey(phone: string, cardId: string): string {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  if (digits.replace('+', '') !== '') return `phone:${digits}`;
  const card = cardId.replace(/\s+/g, '').toUpperCase();
  return card ? `card:${card}` : '';
}
