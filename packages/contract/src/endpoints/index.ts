import { accountEndpoints } from './account.js';
import { addressBookEndpoints } from './address-book.js';
import { approvalEndpoints } from './approvals.js';
import { authEndpoints } from './auth.js';
import { badgeEndpoints } from './badges.js';
import { blacklistEndpoints } from './blacklist.js';
import { departmentEndpoints } from './departments.js';
import { doorAccessEndpoints } from './door-access.js';
import { directorySyncEndpoints } from './directory-sync.js';
import { employeeAuthEndpoints } from './employee-auth.js';
import { employeeEndpoints } from './employees.js';
import { faceEndpoints } from './faces.js';
import { frontDeskEndpoints } from './front-desk.js';
import { gateEndpoints } from './gates.js';
import { holidayEndpoints } from './holidays.js';
import { invitationEndpoints } from './invitations.js';
import { invitationTemplateEndpoints } from './invitation-templates.js';
import { meetingEndpoints } from './meetings.js';
import { noticeEndpoints } from './notice.js';
import { overtimeEndpoints } from './overtime.js';
import { interimCardEndpoints } from './interim-cards.js';
import { overviewEndpoints } from './overview.js';
import { padSettingsEndpoints } from './pad-settings.js';
import { projectEndpoints } from './projects.js';
import { proxyEndpoints } from './proxies.js';
import { receptionAccountEndpoints } from './reception-accounts.js';
import { reservationSettingsEndpoints } from './reservation-settings.js';
import { residentEndpoints } from './residents.js';
import { roleEndpoints } from './roles.js';
import { planEndpoints } from './plans.js';
import { setupGuideEndpoints } from './setup-guide.js';
import { singleSignOnEndpoints } from './single-sign-on.js';
import { subAccountEndpoints } from './sub-accounts.js';
import { superAccountEndpoints } from './super-accounts.js';
import { tagEndpoints } from './tags.js';
import { trainingEndpoints } from './training.js';
import { trainingGateEndpoints } from './training-gate.js';
import { visitEndpoints } from './visits.js';
import { visitFormEndpoints } from './visit-forms.js';
import { visitorTypeEndpoints } from './visitor-types.js';
import { whitelistEndpoints } from './whitelist.js';

export {
  accountEndpoints,
  authEndpoints,
  departmentEndpoints,
  employeeEndpoints,
  roleEndpoints,
  visitorTypeEndpoints,
  whitelistEndpoints,
};
export { customFieldFormSchema, fieldNamePattern, splitOptions, visitorFormReaders } from './visitor-types.js';
export * from './address-book.js';
export { type BlacklistEntry, blacklistEndpoints, blacklistEntrySchema } from './blacklist.js';
export { departmentFormSchema } from './departments.js';
export * from './employee-auth.js';
export * from './proxies.js';
export * from './visits.js';
export * from './overview.js';
export * from './overtime.js';
export * from './interim-cards.js';
export * from './invitations.js';
export * from './invitation-templates.js';
export * from './reception-accounts.js';
export * from './reservation-settings.js';
export * from './pad-settings.js';
export * from './badges.js';
export * from './front-desk.js';
export * from './holidays.js';
export * from './meetings.js';
export * from './door-access.js';
export * from './approvals.js';
export * from './directory-sync.js';
export * from './notice.js';
export * from './super-accounts.js';
export * from './plans.js';
export * from './setup-guide.js';
export * from './single-sign-on.js';
export * from './sub-accounts.js';
export * from './gates.js';
export * from './tags.js';
export * from './faces.js';
export * from './projects.js';
export * from './residents.js';
export * from './training.js';
export * from './training-gate.js';
export * from './visit-forms.js';
export { getEmpListMax, peopleReaders, validityDay } from './employees.js';

/** Every endpoint of the API by its spec name. */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...employeeEndpoints,
  ...departmentEndpoints,
  ...roleEndpoints,
  ...employeeAuthEndpoints,
  ...addressBookEndpoints,
  ...proxyEndpoints,
  ...whitelistEndpoints,
  ...overtimeEndpoints,
  ...interimCardEndpoints,
  ...visitEndpoints,
  ...visitorTypeEndpoints,
  ...approvalEndpoints,
  ...blacklistEndpoints,
  ...overviewEndpoints,
  ...receptionAccountEndpoints,
  ...reservationSettingsEndpoints,
  ...padSettingsEndpoints,
  ...badgeEndpoints,
  ...invitationEndpoints,
  ...frontDeskEndpoints,
  ...invitationTemplateEndpoints,
  ...holidayEndpoints,
  ...meetingEndpoints,
  ...directorySyncEndpoints,
  ...noticeEndpoints,
  ...setupGuideEndpoints,
  ...planEndpoints,
  ...subAccountEndpoints,
  ...singleSignOnEndpoints,
  ...superAccountEndpoints,
  ...doorAccessEndpoints,
  ...gateEndpoints,
  ...tagEndpoints,
  ...projectEndpoints,
  ...residentEndpoints,
  ...faceEndpoints,
  ...trainingEndpoints,
  ...trainingGateEndpoints,
  ...visitFormEndpoints,
};

export type EndpointName = keyof typeof endpoints;
