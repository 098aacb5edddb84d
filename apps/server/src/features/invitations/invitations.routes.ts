import { invitationEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { type DoorPassOf, invitationByToken, inviteAllowance, ownInvitations, replyToInvitation } from './invitation.service.js';
import { checkVisitorImport } from './visitor-import.service.js';

/** The invitation calls; the door pass comes from door access, which itself builds on invitations. */
export const invitationRoutesWith = (doorPassOf: DoorPassOf) =>
  routeGroup(invitationEndpoints, {
    checkVisitorImport: (input) => checkVisitorImport(input.file),
    checkInviteCount: (_input, { ctx, session }) => inviteAllowance(ctx, session),
    getAppListByEmpId: (input, { ctx, session }) => ownInvitations(ctx, session, input),
    getAppointmentbySecId: (input, { ctx }) => invitationByToken(ctx, input.token, doorPassOf),
    updateAppointmentReply: (input, { ctx }) => replyToInvitation(ctx, input.token, input.status),
  });
