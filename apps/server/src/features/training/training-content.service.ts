import type { AppContext } from '../../platform/context.js';
import { findQuestionnaire } from './questionnaires.repo.js';
import { findVideo } from './videos.repo.js';

/* The company's questionnaires and videos as the features that name them read them (visitor types, sign-in). */

/** The company's questionnaire (item bank) of this id, or undefined. */
export const ownQuestionnaire = (ctx: AppContext, companyId: number, id: number) =>
  findQuestionnaire(ctx.database.db, companyId, id);

/** The company's training video of this id, or undefined. */
export const ownTrainingVideo = (ctx: AppContext, companyId: number, id: number) => findVideo(ctx.database.db, companyId, id);
