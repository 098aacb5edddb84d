import { z } from 'zod';

/*
 * A training video (api-facts 4.9 Training): shown to visitors before they
 * sign in, and looped on the lobby screen (/videos). Fields as the original's,
 * plus the size in bytes and the duration in seconds our screens read.
 */

export const videoTypes = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof videoTypes)[number];

export const trainingVideoSchema = z.object({
  /** The id as text, as the original sends it. */
  tvid: z.string(),
  userid: z.number().int(),
  /** The questionnaire the original could tie a video to; '' (visitor types name both). */
  qid: z.string(),
  title: z.string(),
  /** Whole seconds as text (the original's duration:str). */
  duration: z.string(),
  durationSeconds: z.number(),
  /** The uploader's name. */
  uploader: z.string(),
  uploadTime: z.number().int(),
  /** The size as the console shows it ("12.50 MB", rules/file-size.ts). */
  filesize: z.string(),
  size: z.number().int(),
  mime: z.enum(videoTypes),
  /** A signed link that streams the video (with HTTP ranges) until it expires. */
  videoUrl: z.string(),
});
export type TrainingVideo = z.infer<typeof trainingVideoSchema>;
