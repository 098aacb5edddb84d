import { AppError, permissions, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { companyView } from '../account/account.service.js';
import { startApproval } from '../approvals/approval-flow.service.js';
import { proxiesByProxy } from '../proxies/proxies.service.js';
import { actorName, noVisit, scopeOf, visitorTypeNamed } from './visit-scope.service.js';
import { announceChange, recordEvents } from '../visit-events/visit-events.service.js';
import { decideVisit, findVisit } from './visits.repo.js';

/* updatePermission: the host, their active visit proxy, or a manager authorises or refuses a visitor. */

const day = 24 * 60 * 60 * 1000;

/** Whether the employee stands in for the host now (an enabled proxy within its days). */
async function isActiveProxyOf(ctx: AppContext, session: Session, hostEmpid: number): Promise<boolean> {
  const now = ctx.clock.now();
  const proxies = await proxiesByProxy(ctx, session, session.subjectId);
  return proxies.some(
    (proxy) =>
      proxy.empid === hostEmpid &&
      proxy.proxyStatus === 1 &&
      (proxy.startDate === null || proxy.startDate <= now) &&
      (proxy.endDate === null || now < proxy.endDate + day),
  );
}

export async function decidePermission(
  ctx: AppContext,
  session: Session,
  input: {
    vid: number;
    type: string;
    remark: string;
    tid?: number | undefined;
    vType?: string | undefined;
    gid?: string | undefined;
  },
) {
  const scope = scopeOf(session);
  const visit = await findVisit(ctx.database.db, scope, input.vid);
  if (!visit) throw noVisit();
  if (session.kind === 'employee' && visit.empid !== session.subjectId && !(await isActiveProxyOf(ctx, session, visit.empid))) {
    throw new AppError(Status.noPermission, 'Only the host, their proxy or a manager decides on a visitor');
  }
  const handled = () => new AppError(Status.permissionHandled, 'The visitor is already authorised or refused');
  if (visit.permission !== permissions.awaitingHost) throw handled();
  const accepted = input.type === 'p';
  const { processSwitch } = await companyView(ctx, session.companyId);
  const permission = accepted
    ? processSwitch === 1
      ? permissions.awaitingApproval
      : permissions.authorized
    : permissions.refused;
  const changed = await decideVisit(ctx.database.db, scope, visit.id, {
    permission,
    ...(input.remark ? { remark: input.remark } : {}),
    ...(input.tid || input.vType !== undefined ? await visitorTypeNamed(ctx, session.companyId, input.tid, input.vType) : {}),
    ...(input.gid !== undefined ? { gid: input.gid } : {}),
  });
  if (!changed) throw handled();
  const operator = await actorName(ctx, session);
  await recordEvents(ctx, session.companyId, [visit.id], {
    kind: accepted ? 'authorized' : 'refused',
    operator,
    gate: '',
    reason: accepted ? '' : input.remark,
  });
  if (permission === permissions.awaitingApproval) await startApproval(ctx, session.companyId, visit.id, operator);
  await announceChange(ctx, session.companyId);
}
