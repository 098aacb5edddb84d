import type { EventStream } from '../platform/http/event-stream.js';
import type { CallGuard, RouteGroup } from '../platform/http/routes.js';
import type { FeatureJob, FeatureSchedule } from '../platform/jobs/background.js';
import type { ExpiryPurge } from '../platform/jobs/purge.job.js';
import { accountRoutes } from './account/account.routes.js';
import { abandonedVideoChunks } from './training/video-chunk-purge.js';
import { abandonedTrainingAttempts } from './training-gate/attempt-purge.js';
import { visitorDoorPass } from './door-access/door-check.service.js';
import { addressBookRoutes } from './address-book/address-book.routes.js';
import { approvalNoticeJob } from './approvals/approval-notices.js';
import { approvalTimeOutJob, approvalTimeOutPattern } from './approvals/approval-time-out.job.js';
import { approvalRoutes } from './approvals/approvals.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { badgeRoutes } from './badges/badges.routes.js';
import { blacklistRoutes } from './blacklist/blacklist.routes.js';
import { departmentRoutes } from './departments/departments.routes.js';
import { doorAccessRoutes } from './door-access/door-access.routes.js';
import { companySyncJob, dailySyncJob, dailySyncPattern } from './directory-sync/directory-sync.job.js';
import { directorySyncRoutes } from './directory-sync/directory-sync.routes.js';
import { employeeAuthRoutes } from './employee-auth/employee-auth.routes.js';
import { employeeRoutes } from './employees/employees.routes.js';
import { registerAllFacesJob, registerAllResidentFacesJob } from './faces/faces.job.js';
import { faceRoutes } from './faces/faces.routes.js';
import { frontDeskRoutes } from './front-desk/front-desk.routes.js';
import { gateRoutes } from './gates/gates.routes.js';
import { holidayRoutes } from './holidays/holidays.routes.js';
import { invitationTemplateRoutes } from './invitation-templates/invitation-templates.routes.js';
import { sendInvitationJob } from './invitations/invitation-send.job.js';
import { invitationRoutesWith } from './invitations/invitations.routes.js';
import { notifyAttendeeJob } from './meetings/meeting-notice.job.js';
import { meetingRoutes } from './meetings/meetings.routes.js';
import { deliverNoticeJob } from './notice/notice-deliver.job.js';
import { noticeRoutes } from './notice/notice.routes.js';
import { reminderSchedule } from './notice/reminder.job.js';
import { overtimeRoutes } from './overtime/overtime.routes.js';
import { interimCardRoutes } from './interim-cards/interim-cards.routes.js';
import { overviewEvents } from './overview/overview.events.js';
import { overviewRoutes } from './overview/overview.routes.js';
import { padSettingsRoutes } from './pad-settings/pad-settings.routes.js';
import { projectRoutes } from './projects/projects.routes.js';
import { proxyRoutes } from './proxies/proxies.routes.js';
import { receptionAccountRoutes } from './reception-accounts/reception-accounts.routes.js';
import { reservationSettingsRoutes } from './reservation-settings/reservation-settings.routes.js';
import { residentRoutes } from './residents/residents.routes.js';
import { roleRoutes } from './roles/roles.routes.js';
import { assertDeputyMay } from './reception-accounts/deputy-guard.service.js';
import { assertSubAccountMay } from './resident-scope/resident-scope.service.js';
import { subAccountRoutes } from './sub-accounts/sub-accounts.routes.js';
import { superAccountRoutes } from './super-accounts/super-accounts.routes.js';
import { singleSignOnRoutes } from './single-sign-on/single-sign-on.routes.js';
import { planRoutes } from './plans/plans.routes.js';
import { setupGuideRoutes } from './setup-guide/setup-guide.routes.js';
import { autoSignOutJob, autoSignOutPattern } from './visits/auto-sign-out.job.js';
import { hostArrivalEvents } from './visits/host-arrival.events.js';
import { notifyHostJob } from './visits/host-notice.job.js';
import { tagRoutes } from './tags/tags.routes.js';
import { trainingRoutes } from './training/training.routes.js';
import { trainingGateRoutes } from './training-gate/training-gate.routes.js';
import { visitRoutes } from './visits/visits.routes.js';
import { visitFormRoutes } from './visit-forms/visit-forms.routes.js';
import { visitorTypeRoutes } from './visitor-types/visitor-types.routes.js';
import { whitelistRoutes } from './whitelist/whitelist.routes.js';

/** Every feature's routes; a test checks they cover the whole contract. */
export const routeGroups: RouteGroup[] = [
  authRoutes,
  accountRoutes,
  employeeRoutes,
  departmentRoutes,
  roleRoutes,
  employeeAuthRoutes,
  addressBookRoutes,
  proxyRoutes,
  whitelistRoutes,
  overtimeRoutes,
  interimCardRoutes,
  visitRoutes,
  invitationRoutesWith(visitorDoorPass),
  meetingRoutes,
  frontDeskRoutes,
  invitationTemplateRoutes,
  visitorTypeRoutes,
  blacklistRoutes,
  overviewRoutes,
  receptionAccountRoutes,
  reservationSettingsRoutes,
  padSettingsRoutes,
  badgeRoutes,
  holidayRoutes,
  approvalRoutes,
  directorySyncRoutes,
  noticeRoutes,
  singleSignOnRoutes,
  setupGuideRoutes,
  planRoutes,
  subAccountRoutes,
  superAccountRoutes,
  doorAccessRoutes,
  gateRoutes,
  tagRoutes,
  projectRoutes,
  residentRoutes,
  trainingRoutes,
  trainingGateRoutes,
  faceRoutes,
  visitFormRoutes,
];

/** Checks every signed-in call passes before its handler (platform/http/mount.ts). */
export const callGuards: CallGuard[] = [assertSubAccountMay, assertDeputyMay];

/** The features' server-sent event streams, each a GET checked like the calls (platform/http/event-stream.ts). */
export const eventStreams: EventStream[] = [overviewEvents, hostArrivalEvents];

/** What features add to the platform's scheduled purge (a single job; see platform/jobs/purge.job.ts). */
export const expiryPurges: ExpiryPurge[] = [abandonedVideoChunks, abandonedTrainingAttempts];

/** The features' scheduled jobs; main hands them to the background work beside the purge. */
export const featureSchedules: FeatureSchedule[] = [
  { kind: 'visits.auto-sign-out', pattern: autoSignOutPattern, handler: autoSignOutJob },
  { kind: 'approvals.time-out', pattern: approvalTimeOutPattern, handler: approvalTimeOutJob },
  { kind: 'directory-sync.daily', pattern: dailySyncPattern, handler: dailySyncJob },
  reminderSchedule,
];

/** The features' jobs that calls enqueue; main registers their handlers with the worker. */
export const featureJobs: FeatureJob[] = [
  { kind: 'visits.notify-host', handler: notifyHostJob },
  { kind: 'visits.send-invitation', handler: sendInvitationJob },
  { kind: 'approvals.notify', handler: approvalNoticeJob },
  { kind: 'directory-sync.company', handler: companySyncJob },
  { kind: 'notice.deliver', handler: deliverNoticeJob },
  { kind: 'meetings.notify-attendee', handler: notifyAttendeeJob },
  { kind: 'faces.register-all', handler: registerAllFacesJob },
  { kind: 'faces.register-all-residents', handler: registerAllResidentFacesJob },
];
