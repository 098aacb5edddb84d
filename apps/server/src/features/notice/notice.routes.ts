import { noticeEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { configureEmail, noticeConf, noticeLog, sendNoticeTest, setNoticeSwitch, setSmsConf } from './notice.service.js';

export const noticeRoutes = routeGroup(noticeEndpoints, {
  ConfigureEmail: (input, { ctx, session }) => configureEmail(ctx, session.companyId, input),
  setNotifyEmail: (input, { ctx, session }) => setNoticeSwitch(ctx, session.companyId, 'emailNotify', input.emailNotify),
  updateSMSConf: (input, { ctx, session }) => setSmsConf(ctx, session.companyId, input),
  ivrNotifyConf: (input, { ctx, session }) => setNoticeSwitch(ctx, session.companyId, 'ivrNotify', input.ivrNotify),
  UpdateWxConf: (input, { ctx, session }) => setNoticeSwitch(ctx, session.companyId, 'msgNotify', input.msgNotify),
  getNoticeConf: (_input, { ctx, session }) => noticeConf(ctx, session.companyId),
  sendNoticeTest: (input, { ctx, session }) => sendNoticeTest(ctx, session.companyId, input.channel, input.to),
  getNoticeLog: (input, { ctx, session }) => noticeLog(ctx, session.companyId, input.vid),
});
