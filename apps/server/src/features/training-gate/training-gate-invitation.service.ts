import type { TrainingResult, TrainingTask } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { invitationOf } from '../invitations/invitation.service.js';
import { findOwnVisitorType } from '../visitor-types/visitor-types.service.js';
import { submitAnswers, trainingTaskFor } from './training-gate.service.js';

/*
 * The same training on the invitation page, before arrival: the visitor's
 * signed invitation token names the visit, whose phone (or ID number) and
 * visitor type decide, as they will at the tablet.
 */

/** start false: only whether training is needed, with no attempt begun. */
export async function trainingTaskByToken(ctx: AppContext, token: string, start: boolean): Promise<TrainingTask> {
  const { visit } = await invitationOf(ctx, token);
  const type = visit.tid ? await findOwnVisitorType(ctx, visit.companyId, { tid: visit.tid, vType: '' }) : undefined;
  return trainingTaskFor(ctx, visit.companyId, { phone: visit.vphone, cardId: visit.cardId }, type, visit.id, start);
}

/** Only attempts begun from this invitation are answered through it (57 for any other). */
export async function submitAnswersByToken(
  ctx: AppContext,
  input: { token: string; attemptId: number; answers: Array<{ qdid: number; answer: string }> },
): Promise<TrainingResult> {
  const { visit } = await invitationOf(ctx, input.token);
  return submitAnswers(ctx, visit.companyId, input, visit.id);
}
