import type { JobHandler } from '../../platform/jobs/registry.js';
import { timeOutApprovals } from './approval-flow.service.js';

/** Every fifteen minutes; the schedule's unique key makes one run per period whatever the number of processes. */
export const approvalTimeOutPattern = '*/15 * * * *';

export const approvalTimeOutJob: JobHandler<'approvals.time-out'> = async (ctx) => {
  const refused = await timeOutApprovals(ctx);
  if (refused > 0) ctx.logger.info({ refused }, 'refused visits whose approval timed out');
};
