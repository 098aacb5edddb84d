import type { ResidentFaceReport } from '@vestibule/contract/endpoints/faces';
import { type FaceFailureReason, faceFailureReasons } from '@vestibule/contract/rules/face-photos';
import type { TFunction } from 'i18next';

/*
 * What a face registration tells the user (decision 0036): "Face sent", or the
 * spec's failure message with why, so staff know whether to add a photo or take
 * another one.
 */

export type FaceReportText = { kind: 'success' | 'error'; text: string };

/** The toast for an updateResidentFace answer to `asked` residents. */
export function faceReportText(report: ResidentFaceReport, asked: number, t: TFunction<'residents'>): FaceReportText {
  const { failed } = report;
  if (failed.length === 0) return { kind: 'success', text: t('face.sent') };
  if (asked === 1) return { kind: 'error', text: t('face.failed', { reason: t(`face.why.${failed[0]!.reason}`) }) };
  const counts = new Map<FaceFailureReason, number>();
  for (const { reason } of failed) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const reasons = faceFailureReasons
    .filter((reason) => counts.has(reason))
    .map((reason) => t(`face.howMany.${reason}`, { count: counts.get(reason) }))
    .join(t('listSeparator'));
  return { kind: 'error', text: t('face.failedSome', { count: failed.length, total: asked, reasons }) };
}

/** When to look at the list again after updateAllResidentFace: every few seconds while `count` photos are checked, at most two minutes. */
export function refreshTimes(count: number, everyMs = 3_000): number[] {
  // A photo takes up to 0.3 s on the server, and the background run may start a few seconds after the answer.
  const until = Math.min(120_000, 2 * everyMs + count * 300);
  const times: number[] = [];
  for (let at = everyMs; at <= until; at += everyMs) times.push(at);
  return times;
}
