import { frontDeskEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { lastVisitOfPhone, signInByCode, signOutByPhone, todaysAppointments, visitByCode } from './front-desk.service.js';
import { signInWalkIn } from './walk-in.service.js';

export const frontDeskRoutes = routeGroup(frontDeskEndpoints, {
  getVisitByCode: (input, { ctx, session }) => visitByCode(ctx, session, input.code),
  AppClientSignin: (input, { ctx, session }) => signInByCode(ctx, session, input),
  searchTodayAppointment: (input, { ctx, session }) => todaysAppointments(ctx, session, input),
  getLastVisitByPhone: (input, { ctx, session }) => lastVisitOfPhone(ctx, session, input.phone),
  UpdatePhoto: (input, { ctx, session }) => signInWalkIn(ctx, session, input),
  VisitorSignOut: (input, { ctx, session }) => signOutByPhone(ctx, session, input),
});
