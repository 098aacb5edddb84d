import type { JobHandler } from '../../platform/jobs/registry.js';
import { registerResidentFacesRun } from './resident-faces.service.js';
import { registerFacesRun } from './faces.service.js';

/* updateAllFace's and updateAllResidentFace's background runs: each checks a few photos and queues the next (decision 0036). */

export const registerAllFacesJob: JobHandler<'faces.register-all'> = async (ctx, payload) => {
  await registerFacesRun(ctx, payload.companyId, payload.afterEmpid);
};

export const registerAllResidentFacesJob: JobHandler<'faces.register-all-residents'> = async (ctx, payload) => {
  await registerResidentFacesRun(ctx, payload.companyId, payload.afterRid);
};
