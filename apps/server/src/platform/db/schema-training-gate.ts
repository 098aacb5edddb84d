import type { Generated } from 'kysely';

/* Safety training before sign-in (training-gate feature, decision 0039). */

/** One go at a visitor type's training: the items drawn, when it started, until when it may be answered. */
export interface TrainingAttemptTable {
  id: Generated<number>;
  companyId: number;
  /** trainingPersonKey(phone, cardId): whose attempt it is. */
  personKey: string;
  tid: number;
  /** The questionnaire and video asked, as the visitor type named them ('' none). */
  qid: string;
  tvid: string;
  /** The invitation the visitor answered from (0 at the tablet). */
  vid: Generated<number>;
  /** JSON: the ids of the items drawn, in the order asked. */
  itemIds: string;
  passMark: number;
  startedAt: number;
  /** When the questions show: after the video's duration on a first viewing. */
  questionsFrom: number;
  /** The time limit's end; null when the questionnaire has none. */
  deadline: number | null;
  /** 1: the video had to be watched through in this attempt (first viewing). */
  videoRequired: number;
  /** 1: the video was watched through (the answers came after its end). */
  videoWatched: Generated<number>;
  submittedAt: Generated<number | null>;
}

/** The result of an answered attempt, pass or fail: what the visit and the visitor's history show. */
export interface TrainingPassTable {
  id: Generated<number>;
  companyId: number;
  personKey: string;
  attemptId: number;
  tid: number;
  qid: string;
  tvid: string;
  score: number;
  passMark: number;
  passed: number;
  /** passed, lowScore or timeUp. */
  outcome: string;
  takenAt: number;
  /** The last company-local day (YYYY-MM-DD) the pass spares the visitor; '' for a fail. */
  validUntil: string;
  /** JSON: [{qdid, given, correct}] of the items answered wrongly. */
  detail: string;
}
