import { z } from 'zod';

/*
 * A questionnaire (item bank) and its items (api-facts 4.9 Questionnaire and
 * QuestionnaireDetail). Visitors answer topicNum items drawn from the bank in
 * ansTime minutes and pass with topicRigNum points or more.
 */

export const questionnaireSchema = z.object({
  /** The id as text, as the original sends it. */
  qid: z.string(),
  userid: z.number().int(),
  title: z.string(),
  fdesc: z.string(),
  createTime: z.number().int(),
  /** Minutes a visitor has to answer. */
  ansTime: z.number().int(),
  /** How many items are drawn for a visitor (text, as the original sends it). */
  topicNum: z.string(),
  /** The pass mark: the points a visitor needs. */
  topicRigNum: z.number().int(),
  /** How many items the bank holds. */
  itemCount: z.number().int(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** An item offers 2 to 6 options. */
export const questionOptionLimits = { min: 2, max: 6 } as const;

/** One option: its letter (A-F) and its text. */
export const questionOptionSchema = z.object({ key: z.string(), text: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionnaireItemSchema = z.object({
  qdid: z.number().int(),
  qid: z.string(),
  userid: z.number().int(),
  question: z.string(),
  foption: z.array(questionOptionSchema),
  /** Display order, lowest first. */
  qorder: z.number().int(),
  /** 1 in use (the original's flag; every item the console keeps is in use). */
  fstatus: z.number().int(),
  /** The correct option's key. */
  answer: z.string(),
  score: z.number().int(),
});
export type QuestionnaireItem = z.infer<typeof questionnaireItemSchema>;
