import { z } from 'zod';
import { adminOnly, endpoint, type StreamedFile } from '../endpoint.js';
import {
  type QuestionOption,
  questionnaireItemSchema,
  questionnaireSchema,
  questionOptionLimits,
} from '../entities/questionnaire.js';
import { trainingVideoSchema } from '../entities/training-video.js';
import { idOf, idsOf, int, optionalIdOf, optionalText, page, pageRequest, required, text } from '../fields.js';

/*
 * Training videos and questionnaires (api-facts 4.9; spec /answer/video,
 * /answer/bank, /answer/item and /videos). getTrainingVideo, getQuestionnaire,
 * addQuestionnaireDetail and getQueDetailList keep the original's shapes; the
 * other calls are ours in its style. A missing field answers 604 naming it,
 * where the original answered -1 (decision 0038).
 */

/** Who reads videos and banks: the Administrator, and the desks that play them to visitors. */
export const trainingReaders = ['manager', 'reception'] as const;

export const questionnaireLimits = {
  titleMax: 100,
  descriptionMax: 1000,
  /** Minutes a visitor may take. */
  ansTimeMax: 600,
  topicNumMax: 100,
  topicRigNumMax: 10_000,
  questionMax: 500,
  optionMax: 200,
  scoreMax: 1000,
} as const;

const L = questionnaireLimits;
const optionKeys = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

const whole = (min: number, max: number) =>
  int().pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const qid = idOf('questionnaire');
const qdid = idOf('questionnaireItem');

/** Option texts given as a list of texts, of {key, text}, a {A: text} map, or JSON text of any of them. */
const optionTexts = z.preprocess(
  (value) => {
    let options = value;
    if (typeof options === 'string') {
      try {
        options = JSON.parse(options);
      } catch {
        return value;
      }
    }
    if (typeof options === 'object' && options !== null && !Array.isArray(options)) return Object.values(options);
    if (Array.isArray(options))
      return options.map((option) =>
        typeof option === 'object' && option !== null && 'text' in option ? (option as { text: unknown }).text : option,
      );
    return options;
  },
  z
    .array(required(L.optionMax), { error: 'must be a list of option texts' })
    .min(questionOptionLimits.min, `must offer at least ${questionOptionLimits.min} options`)
    .max(questionOptionLimits.max, `must offer at most ${questionOptionLimits.max} options`),
);

/**
 * The options lettered A-F and the answer as one of their letters (it may also
 * come as the option's text); null when the answer names no option. Checked by
 * the service, after the item is known to be the company's.
 */
export function letteredItem(options: string[], answer: string): { foption: QuestionOption[]; answer: string } | null {
  const foption = options.map((option, index) => ({ key: optionKeys[index]!, text: option }));
  const chosen =
    foption.find((option) => option.key === answer.toUpperCase()) ?? foption.find((option) => option.text === answer);
  return chosen ? { foption, answer: chosen.key } : null;
}

const itemFields = {
  question: required(L.questionMax),
  foption: optionTexts,
  answer: required(L.optionMax),
  /** Display order; the next after the bank's last when absent. */
  qorder: whole(0, 100_000).optional(),
  /** Points the item is worth; 1 when a new item gives none. */
  score: whole(0, L.scoreMax).optional(),
};

const questionnaireFields = {
  title: required(L.titleMax),
  fdesc: optionalText(L.descriptionMax),
  ansTime: whole(1, L.ansTimeMax),
  topicNum: whole(1, L.topicNumMax),
  topicRigNum: whole(0, L.topicRigNumMax),
};

export const questionnaireFormSchema = z.object(questionnaireFields);
export const questionnaireItemFormSchema = z.object({ qid, ...itemFields });

export const trainingEndpoints = {
  getTrainingVideo: endpoint({
    summary: "A page of the company's training videos, newest first, each with a signed link that streams it.",
    roles: trainingReaders,
    readOnly: true,
    request: z.object({ ...pageRequest }),
    response: page(trainingVideoSchema),
  }),
  addTrainingVideo: endpoint({
    summary:
      'Uploads an MP4 or WebM video (multipart field "file", sent after the title) up to VIDEO_MAX_BYTES; its duration is read from the file. 604 naming file when it is no such video or too large.',
    roles: adminOnly,
    multipartFile: 'file',
    streamedFile: true,
    request: z.object({
      title: optionalText(L.titleMax),
      file: z.custom<StreamedFile>((value) => typeof value === 'object' && value !== null, 'a video file is required'),
    }),
    response: trainingVideoSchema,
  }),
  delTrainingVideo: endpoint({
    summary: "Deletes a training video; 57 when the tvid is not the company's.",
    roles: adminOnly,
    request: z.object({ tvid: idOf('trainingVideo') }),
    response: z.null(),
  }),
  getQuestionnaire: endpoint({
    summary: "A page of the company's questionnaires (item banks), newest first; qid picks one.",
    roles: trainingReaders,
    readOnly: true,
    request: z.object({ qid: optionalIdOf('questionnaire'), ...pageRequest }),
    response: page(questionnaireSchema),
  }),
  addQuestionnaire: endpoint({
    summary: 'Adds a questionnaire: title, description, minutes to answer, items drawn and pass mark. Its qid as the result.',
    roles: adminOnly,
    request: questionnaireFormSchema,
    response: z.object({ qid: z.string() }),
  }),
  updateQuestionnaire: endpoint({
    summary: "Changes a questionnaire's fields; 57 when the qid is not the company's.",
    roles: adminOnly,
    request: z.object({ qid, ...questionnaireFields }),
    response: z.null(),
  }),
  delQuestionnaire: endpoint({
    summary: "Deletes a questionnaire with its items; 57 when the qid is not the company's.",
    roles: adminOnly,
    request: z.object({ qid }),
    response: z.null(),
  }),
  addQuestionnaireDetail: endpoint({
    summary:
      "Adds an item to a questionnaire: the question, 2-6 options (foption), the correct option's letter, order and score. 57 when the qid is not the company's; its qdid as the result.",
    roles: adminOnly,
    request: questionnaireItemFormSchema,
    response: z.object({ qdid: z.number().int() }),
  }),
  getQueDetailList: endpoint({
    summary: "A page of a questionnaire's items in order; question filters by words in it. 57 when the qid is not the company's.",
    roles: trainingReaders,
    readOnly: true,
    request: z.object({ qid, question: text(L.questionMax).optional().default(''), ...pageRequest }),
    response: page(questionnaireItemSchema),
  }),
  updateQuestionnaireDetail: endpoint({
    summary: "Changes an item; 57 when the qdid is not the company's.",
    roles: adminOnly,
    request: z.object({ qdid, ...itemFields }),
    response: z.null(),
  }),
  delQuestionnaireDetail: endpoint({
    summary: "Deletes items (qdids, or one qdid); 57 when any is not the company's, and none is deleted then.",
    roles: adminOnly,
    request: z
      .object({ qdids: idsOf('questionnaireItem', 500).optional(), qdid: idOf('questionnaireItem').optional() })
      .transform((body, context) => {
        const qdids = [...new Set([...(body.qdids ?? []), ...(body.qdid === undefined ? [] : [body.qdid])])];
        if (qdids.length === 0) {
          context.addIssue({ code: 'custom', path: ['qdids'], message: 'must list at least one id' });
          return z.NEVER;
        }
        return { qdids };
      }),
    response: z.null(),
  }),
};
