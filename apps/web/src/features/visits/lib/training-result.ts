import { type ScoreDetail, scoreDetailSchema } from '@vestibule/contract/endpoints/training-gate';

/** The safety training a visit was signed in with (decision 0039), or undefined when none was asked. */
export function trainingResultOf(visit: {
  overallScore?: number | null | undefined;
  scoreDetail?: string | undefined;
}): (Partial<ScoreDetail> & { score: number }) | undefined {
  if (visit.overallScore === null || visit.overallScore === undefined) return undefined;
  let detail: Partial<ScoreDetail> = {};
  try {
    const parsed = scoreDetailSchema.partial().safeParse(JSON.parse(visit.scoreDetail ?? ''));
    if (parsed.success) detail = parsed.data;
  } catch {
    // A detail the original product wrote in its own form: the score alone is shown.
  }
  return { ...detail, score: visit.overallScore };
}
