/** The training fields of the visitor-type dialog (decision 0039): a video, a questionnaire (0: none), pass days. */
export interface TrainingValues {
  tvid?: number | undefined;
  qid?: number | undefined;
  povDays?: number | undefined;
}

/**
 * What of the training to send: the video and questionnaire when changed, and
 * the pass days when changed or when the type names any training (so a new
 * type's days are the dialog's, not the original's one-day default). Nothing
 * when the fields were not shown.
 */
export function trainingChange(values: TrainingValues, initial: TrainingValues): TrainingValues {
  const change: TrainingValues = {};
  if (values.tvid !== undefined && values.tvid !== initial.tvid) change.tvid = values.tvid;
  if (values.qid !== undefined && values.qid !== initial.qid) change.qid = values.qid;
  const named = Boolean(values.tvid) || Boolean(values.qid);
  if (values.povDays !== undefined && (values.povDays !== initial.povDays || (named && (change.tvid || change.qid))))
    change.povDays = values.povDays;
  return change;
}
