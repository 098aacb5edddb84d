import { visitEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setDefaultNotify } from '../employees/employees.service.js';
import { afterHoursPage } from './after-hours.service.js';
import { addAppointments } from './appointment.service.js';
import { decidePermission } from './permission.service.js';
import { signInExpected, signOutMany, signOutOne } from './sign-in.service.js';
import { ownVisitors, visitList, visitPage, visitWithTimeline } from './visits.service.js';

export const visitRoutes = routeGroup(visitEndpoints, {
  SearchVisitByCondition: (input, { ctx, session }) => visitList(ctx, session, input, input),
  SearchVisitByConditionPage: (input, { ctx, session }) => visitPage(ctx, session, input, input),
  SearchAppointmentByCondition: (input, { ctx, session }) => visitList(ctx, session, { ...input, signinType: 2 }),
  searchInviteByCondition: (input, { ctx, session }) => visitList(ctx, session, { ...input, signinType: 1 }),
  GetVisitorByVid: (input, { ctx, session }) => visitWithTimeline(ctx, session, input.vid),
  addAppointment: (input, { ctx, session }) => addAppointments(ctx, session, input),
  VisitAppointmentSignin: (input, { ctx, session }) => signInExpected(ctx, session, input),
  VisitorSignOutByVid: (input, { ctx, session }) => signOutOne(ctx, session, input),
  batchSignOut: (input, { ctx, session }) => signOutMany(ctx, session, input),
  updatePermission: (input, { ctx, session }) => decidePermission(ctx, session, input),
  SearchRecordsByPhone: (input, { ctx, session }) => ownVisitors(ctx, session, input),
  SearchRecordsByEmpNo: (input, { ctx, session }) => ownVisitors(ctx, session, input),
  getOnSiteAfterHours: (input, { ctx, session }) => afterHoursPage(ctx, session, input),
  updateDefaultNotify: (input, { ctx, session }) => setDefaultNotify(ctx, session.companyId, input.empids),
});
