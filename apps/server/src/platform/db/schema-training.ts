import type { Generated } from 'kysely';

/* Training videos and questionnaires (training feature, decision 0038). */

export interface TrainingVideoTable {
  id: Generated<number>;
  companyId: number;
  title: string;
  durationMs: number;
  size: number;
  /** video/mp4 or video/webm, from the file's first bytes. */
  mime: string;
  uploader: Generated<string>;
  uploadTime: number;
  /** Names the video's chunks. */
  storageKey: string;
}

export interface VideoChunkTable {
  storageKey: string;
  /** 0, 1, ... in file order; every chunk but the last is videoChunkBytes long. */
  seq: number;
  content: Buffer;
}

export interface QuestionnaireTable {
  id: Generated<number>;
  companyId: number;
  title: string;
  fdesc: Generated<string>;
  /** Minutes to answer. */
  ansTime: number;
  topicNum: number;
  /** The pass mark in points. */
  topicRigNum: number;
  createTime: number;
}

export interface QuestionnaireItemTable {
  id: Generated<number>;
  questionnaireId: number;
  companyId: number;
  question: string;
  /** JSON: [{key, text}]. */
  foption: string;
  /** The correct option's key (A-F). */
  answer: string;
  qorder: number;
  score: number;
  fstatus: Generated<number>;
}
