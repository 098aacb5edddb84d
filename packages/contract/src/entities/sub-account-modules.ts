/*
 * The modules a resident company (or a manager, rules/deputy-rights.ts) can
 * hold, and the calls each opens. Kept apart from the sub-account schemas so
 * that the web's first load can read them without zod.
 */

/**
 * What a resident company may be granted. Each names the calls a sub-account
 * session may make: visits (the visitor records and their actions), invitations
 * (inviting and pre-registering visitors, with vaPerm's invite bit), employees
 * (its own staff), blacklist (its own entries).
 */
export const subAccountModules = ['visits', 'invitations', 'employees', 'blacklist'] as const;
export type SubAccountModule = (typeof subAccountModules)[number];

/** vaPerm bit 1 (value 1): the resident company and its employees may invite visitors (116 otherwise). */
export const subAccountInviteBit = 1;

/**
 * The calls each module opens to a resident company's session; a call named
 * here answers 610 to a resident company without the module. Calls open to
 * resident companies and named nowhere here (their own account, sign-out,
 * uploads, host lookup, visitor-type readers) need no module.
 */
export const subAccountModuleCalls: Record<SubAccountModule, readonly string[]> = {
  visits: [
    'SearchVisitByCondition',
    'SearchVisitByConditionPage',
    'GetVisitorByVid',
    'VisitAppointmentSignin',
    'VisitorSignOutByVid',
    'VisitorSignOut',
    'batchSignOut',
    'getOnSiteAfterHours',
    'getVisitOverview',
    'getVisitByCode',
    'AppClientSignin',
    'searchTodayAppointment',
    'getLastVisitByPhone',
    'UpdatePhoto',
    'getDownloadTicket',
    'updateVisitTags',
    'getVipForm',
    'getDepotForm',
    'getDepotFormList',
  ],
  invitations: ['addAppointment', 'SearchAppointmentByCondition', 'searchInviteByCondition', 'checkVisitorImport'],
  employees: ['getEmpListPages', 'GetEmpList', 'addEmployee', 'updateEmployee', 'batchDelEmployee'],
  blacklist: ['getBlacklist', 'addBlacklist', 'delBlacklist'],
};

/** The module a call belongs to for a resident company, or undefined when it needs none. */
export const subAccountModuleOfCall = (name: string): SubAccountModule | undefined =>
  subAccountModules.find((module) => subAccountModuleCalls[module].includes(name));

/**
 * Calls a module opens to managers alone (rules/deputy-rights.ts): meetings
 * belong with invitations, but a resident company holds none.
 */
export const managerOnlyModuleCalls: Partial<Record<SubAccountModule, readonly string[]>> = {
  invitations: [
    'getMeetingByUserid',
    'getMeetingByPhone',
    'getMeetingById',
    'addMeeting',
    'updateMeeting',
    'getAppointmentByMid',
    'importMeetingAttendees',
    'resendMeetingInvitation',
    'removeMeetingAttendee',
  ],
};

/** The module a call belongs to for a manager: a resident company's, or one opened to managers alone. */
export const managerModuleOfCall = (name: string): SubAccountModule | undefined =>
  subAccountModuleOfCall(name) ?? subAccountModules.find((module) => managerOnlyModuleCalls[module]?.includes(name));
