import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { questionOptionSchema } from '../entities/questionnaire.js';
import { flag, idOf, optionalIdOf, optionalPhone, optionalText, required } from '../fields.js';
import { visitStaff } from './visits.js';

/*
 * Safety training before sign-in (decision 0039). With questionnaireSwitch on,
 * a visitor type naming a video (tvid) or a questionnaire (qid) asks its
 * visitors to watch and answer before they sign in, unless they hold a pass
 * younger than the type's povDays. The tablet asks with the desk's session;
 * the invitation page asks with the visitor's signed invitation token.
 */

const answersField = z
  .array(z.object({ qdid: idOf('questionnaireItem'), answer: optionalText(1) }), { error: 'must be a list of answers' })
  .max(100, 'must list at most 100 answers');

/** An item as the visitor sees it: without its answer. */
export const trainingQuestionSchema = z.object({
  qdid: z.number().int(),
  question: z.string(),
  foption: z.array(questionOptionSchema),
  score: z.number().int(),
});
export type TrainingQuestion = z.infer<typeof trainingQuestionSchema>;

export const trainingAttemptSchema = z.object({
  attemptId: z.number().int(),
  /** The video to watch; null when the type names none (or it was removed). */
  video: z
    .object({
      tvid: z.string(),
      title: z.string(),
      /** A signed link that streams it (GET). */
      videoUrl: z.string(),
      durationSeconds: z.number(),
      /** First viewing: it must be watched to the end, without seeking ahead. A retry may skip it. */
      mustWatch: z.boolean(),
    })
    .nullable(),
  /** The drawn items; none when the type names no questionnaire. */
  questions: z.array(trainingQuestionSchema),
  /** Minutes to answer once the questions show (0: no limit). */
  ansTime: z.number().int(),
  passMark: z.number().int(),
  startedAt: z.number().int(),
  /** When the questions may be answered: after the video on a first viewing. */
  questionsFrom: z.number().int(),
  /** The end of the time limit; null without one. */
  deadline: z.number().int().nullable(),
});
export type TrainingAttempt = z.infer<typeof trainingAttemptSchema>;

export const trainingTaskSchema = z.object({
  /** Whether the visitor must train before signing in. */
  needed: z.boolean(),
  /** The last day of the visitor's valid pass (YYYY-MM-DD); '' when they hold none. */
  validUntil: z.string(),
  /** A new attempt when training is needed; null otherwise. */
  attempt: trainingAttemptSchema.nullable(),
});
export type TrainingTask = z.infer<typeof trainingTaskSchema>;

export const trainingOutcomes = ['passed', 'lowScore', 'timeUp'] as const;

export const trainingResultSchema = z.object({
  passed: z.boolean(),
  outcome: z.enum(trainingOutcomes),
  score: z.number().int(),
  passMark: z.number().int(),
  /** The last day the pass spares the visitor; '' after a fail. */
  validUntil: z.string(),
  wrong: z.array(
    z.object({
      qdid: z.number().int(),
      question: z.string(),
      foption: z.array(questionOptionSchema),
      /** The letter given ('' none). */
      yourAnswer: z.string(),
      correctAnswer: z.string(),
    }),
  ),
});
export type TrainingResult = z.infer<typeof trainingResultSchema>;

/** What a visit's scoreDetail holds (JSON text), for the console's look at one visit. */
export const scoreDetailSchema = z.object({
  passed: z.boolean(),
  score: z.number(),
  passMark: z.number(),
  takenAt: z.number(),
  validUntil: z.string(),
});
export type ScoreDetail = z.infer<typeof scoreDetailSchema>;

const visitorOf = {
  /** An expected visit: its visitor type, phone and ID number decide (the others are then not read). */
  vid: optionalIdOf('visit'),
  /** The visitor type, by id or by name. */
  tid: optionalIdOf('visitorType'),
  vType: optionalText(80),
  phone: optionalPhone(),
  cardId: optionalText(30),
};

const linkToken = { token: required(400) };

export const trainingGateEndpoints = {
  updateQuestionnaireSwitch: endpoint({
    summary:
      "Turns safety training before sign-in on (1) or off (0): with it on, a visitor type naming a video or questionnaire is trained first. Needs the plan's questionnaires (45).",
    roles: adminOnly,
    request: z.object({ questionnaireSwitch: flag() }),
    response: z.null(),
  }),
  getTrainingTask: endpoint({
    summary:
      "Whether a visitor (phone, or ID number) of a visitor type, or of an expected visit (vid), must train before signing in, and if so a new attempt: the video's signed link and the drawn questions without their answers. 57 when the type or visit is not the company's; 604 naming phone without a phone or ID number.",
    roles: visitStaff,
    request: z.object(visitorOf),
    response: trainingTaskSchema,
  }),
  submitTrainingAnswers: endpoint({
    summary:
      "Grades an attempt and stores its result: the pass (score at least the pass mark, in time) or the fail with the wrong items and their correct answers. 1141 before the video's end on a first viewing, 1142 when it was answered already, 57 when the attempt is not the company's.",
    roles: visitStaff,
    request: z.object({ attemptId: idOf('trainingAttempt'), answers: answersField }),
    response: trainingResultSchema,
  }),
  getTrainingTaskByToken: endpoint({
    summary:
      "getTrainingTask for the visitor of an invitation's signed link, before arrival (39 when the link is not valid). start 0 only tells whether training is needed, beginning no attempt (the page asks before the visitor starts).",
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({ ...linkToken, start: flag().optional().default(1) }),
    response: trainingTaskSchema,
  }),
  submitTrainingAnswersByToken: endpoint({
    summary: "submitTrainingAnswers for the visitor of an invitation's signed link; 57 when the attempt is not that visitor's.",
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({ ...linkToken, attemptId: idOf('trainingAttempt'), answers: answersField }),
    response: trainingResultSchema,
  }),
};
