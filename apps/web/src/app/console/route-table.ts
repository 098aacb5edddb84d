import type { SubAccountModule } from '@vestibule/contract/entities/sub-account-modules';
import { loginTypes } from '@vestibule/contract/login-types';
import { featureFlags } from '../../lib/feature-flags';
import { isDeputyProfile, useProfile } from '../../lib/session';
import type { ConsoleAudience, ConsoleScreen } from './console-screen';
import { deputyScreensOf } from './deputy-screens';
import { ownScreens } from './own-screens';

/*
 * The console's screens (spec section 2), the one table the router and the
 * navigation are built from. A navigation group shows once one of its screens
 * exists; screens behind a build flag appear only when it is on. Their icons,
 * which the collapsed navigation shows, are in nav-icons.tsx.
 */

export { type ConsoleAudience, type ConsoleScreen, type NavGroup, navGroups } from './console-screen';

const consoleScreens: ConsoleScreen[] = [
  {
    // The console's home (/): the index route.
    path: '',
    group: 'visitors',
    label: 'nav.overview',
    load: () => import('./home-route').then((module) => module.HomeRoute),
  },
  {
    path: 'emp/visitlist/:vtype?',
    link: 'emp/visitlist',
    group: 'visitors',
    label: 'nav.visitList',
    load: () => import('./visit-list-route').then((module) => module.VisitListRoute),
  },
  {
    path: 'history',
    group: 'visitors',
    label: 'nav.history',
    load: () => import('../../features/visits/pages/history-page').then((module) => module.HistoryPage),
  },
  {
    path: 'emp/after-hours',
    group: 'visitors',
    label: 'nav.afterHours',
    load: () => import('../../features/visits/pages/after-hours-page').then((module) => module.AfterHoursPage),
  },
  {
    // Depot records filled at the tablet: read like the visits, beside them (decision 0037).
    path: 'emp/depot',
    group: 'visitors',
    label: 'nav.deliveries',
    load: () => import('../../features/visit-forms/pages/deliveries-page').then((module) => module.DeliveriesPage),
  },
  {
    path: 'vset',
    group: 'visitors',
    label: 'nav.visitorTypes',
    load: () => import('../../features/visitor-types/pages/visitor-types-page').then((module) => module.VisitorTypesPage),
  },
  {
    path: 'emp/blacklist',
    group: 'visitors',
    label: 'nav.blacklist',
    load: () => import('../../features/blacklist/pages/blacklist-page').then((module) => module.BlacklistPage),
  },
  {
    path: 'emp',
    group: 'people',
    label: 'nav.employees',
    load: () => import('./employees-route').then((module) => module.EmployeesRoute),
  },
  {
    // The residents page is the visit list's resident kind (emp/visitlist/resident, above); this lists it in People.
    path: 'emp/residents',
    link: 'emp/visitlist/resident',
    group: 'people',
    label: 'nav.residents',
    load: () => import('./visit-list-route').then((module) => module.ResidentsLink),
  },
  {
    path: 'emp/role',
    group: 'people',
    label: 'nav.roles',
    load: () => import('../../features/roles/pages/roles-page').then((module) => module.RolesPage),
  },
  {
    path: 'emp/whitelist',
    group: 'people',
    label: 'nav.whitelist',
    load: () => import('../../features/whitelist/pages/whitelist-page').then((module) => module.WhitelistPage),
  },
  {
    path: 'emp/overtime',
    group: 'people',
    label: 'nav.overtime',
    load: () => import('../../features/overtime/pages/overtime-page').then((module) => module.OvertimePage),
  },
  {
    path: 'emp/tempcard',
    group: 'people',
    label: 'nav.interimCards',
    load: () => import('../../features/interim-cards/pages/interim-cards-page').then((module) => module.InterimCardsPage),
  },
  {
    path: 'data',
    group: 'settings',
    label: 'nav.dataControl',
    load: () => import('../../features/overview/pages/data-control-page').then((module) => module.DataControlPage),
  },
  {
    path: 'reserve',
    group: 'settings',
    label: 'nav.reserve',
    load: () =>
      import('../../features/reservation-settings/pages/reservation-settings-page').then(
        (module) => module.ReservationSettingsPage,
      ),
  },
  {
    path: 'reserve/templates',
    group: 'settings',
    label: 'nav.invitationTemplates',
    load: () =>
      import('../../features/invitation-templates/pages/company-templates-page').then((module) => module.CompanyTemplatesPage),
  },
  {
    path: 'calendar',
    group: 'settings',
    label: 'nav.calendar',
    load: () => import('../../features/calendar/pages/calendar-page').then((module) => module.CalendarPage),
  },
  {
    path: 'answer/:tab?',
    link: 'answer/video',
    group: 'settings',
    label: 'nav.questionnaires',
    load: () => import('../../features/training/pages/answer-page').then((module) => module.AnswerPage),
  },
  {
    path: 'videos',
    group: 'settings',
    label: 'nav.lobbyVideos',
    load: () => import('../../features/training/pages/lobby-videos-page').then((module) => module.LobbyVideosPage),
  },
  {
    path: 'notice',
    group: 'notification',
    label: 'nav.notice',
    load: () => import('./notice-route').then((module) => module.NoticeRoute),
  },
  {
    path: 'pad',
    group: 'settings',
    label: 'nav.pad',
    load: () => import('../../features/pad-settings/pages/pad-settings-page').then((module) => module.PadSettingsPage),
  },
  {
    path: 'badge',
    group: 'settings',
    label: 'nav.badges',
    load: () => import('../../features/badges/pages/badge-settings-page').then((module) => module.BadgeSettingsPage),
  },
  {
    path: 'approve',
    group: 'settings',
    label: 'nav.approve',
    load: () => import('../../features/approvals/pages/approve-page').then((module) => module.ApprovePage),
  },
  {
    // The meeting list and each meeting's detail (meeting/mdetail/:mid) route inside the feature.
    path: 'meeting/*',
    link: 'meeting',
    group: 'meeting',
    label: 'nav.meetings',
    load: () => import('../../features/meetings/meeting-routes').then((module) => module.MeetingRoutes),
  },
  {
    // Door access: its five screens (key, key/detail, key/list, key/listd, key/record) route inside the feature.
    path: 'key/*',
    link: 'key',
    group: 'settings',
    label: 'nav.doorAccess',
    listedWhen: 'doorAccess',
    load: () => import('../../features/door-access/door-access-routes').then((module) => module.DoorAccessRoutes),
  },
  {
    path: 'account/base',
    group: 'account',
    label: 'nav.accountBase',
    load: () => import('../../features/account/pages/account-base-page').then((module) => module.AccountBasePage),
  },
  {
    path: 'account/safe',
    group: 'account',
    label: 'nav.accountSafe',
    load: () => import('../../features/account/pages/account-safe-page').then((module) => module.AccountSafePage),
  },
  {
    path: 'account/stage',
    group: 'account',
    label: 'nav.receptionAccounts',
    load: () =>
      import('../../features/reception-accounts/pages/reception-accounts-page').then((module) => module.ReceptionAccountsPage),
  },
  {
    path: 'account/coms',
    group: 'account',
    label: 'nav.residentCompanies',
    listedWhen: 'multiCompany',
    load: () => import('../../features/sub-accounts/pages/sub-accounts-page').then((module) => module.SubAccountsPage),
  },
  ...ownScreens,
];

/** Paths the console used before it took the spec's (section 2): kept as redirects, so bookmarks still open the screen. */
export const movedPaths: Readonly<Record<string, string>> = {
  role: '/emp/role',
  blacklist: '/emp/blacklist',
  whitelist: '/emp/whitelist',
};

export const availableScreens = [...consoleScreens, ...deputyScreensOf(consoleScreens)].filter(
  (screen) => !screen.needs || featureFlags[screen.needs],
);

// Every other login type signs in to the company's own console.
const audienceByLoginType: Partial<Record<number, ConsoleAudience>> = {
  [loginTypes.employee]: 'employee',
  [loginTypes.subcompany]: 'subcompany',
};

/** The audience by the login type stored at sign-in; type 1 by whether it is an HQ Administrator, type 0 whether a manager. */
export const audienceOf = (loginType: string | number, hq: string | number = 0, sType: string | number = ''): ConsoleAudience => {
  if (Number(loginType) === loginTypes.hqAdministrator) return Number(hq) === 1 ? 'hq' : 'super';
  if (isDeputyProfile({ loginType: String(loginType), sType: String(sType) })) return 'deputy';
  return audienceByLoginType[Number(loginType)] ?? 'admin';
};

/** The signed-in session's audience. */
export const useAudience = (): ConsoleAudience => {
  const { loginType, hq, sType } = useProfile();
  return audienceOf(loginType, hq, sType);
};

export const screensFor = (audience: ConsoleAudience): ConsoleScreen[] =>
  availableScreens.filter((screen) => (screen.audience ?? 'admin') === audience);

/** What else decides the screens the navigation lists: multi-company or door access on, a resident company's modules. */
export interface Listing {
  multiCompany: boolean;
  /** Door access on: the build flag, or the company's plan includes it. */
  doorAccess?: boolean;
  modules: readonly SubAccountModule[];
}

export const listedScreens = (audience: ConsoleAudience, listing: Listing): ConsoleScreen[] =>
  screensFor(audience).filter(
    (screen) =>
      (!screen.listedWhen || listing[screen.listedWhen] === true) && (!screen.module || listing.modules.includes(screen.module)),
  );

/** Each audience's home: the visitor overview (/) but the employee's own account; / leads a manager without visits on. */
export const homePaths: Record<ConsoleAudience, string> = {
  admin: '/',
  employee: '/mine/password',
  subcompany: '/',
  hq: '/',
  super: '/',
  deputy: '/',
};

/** The user menu's targets; an employee, a resident company or a manager has no company settings. */
export const accountPaths = {
  admin: { settings: '/account/base', password: '/account/safe' },
  employee: { password: '/mine/password' },
  subcompany: { password: '/account/subpwd' },
  hq: { password: '/group/password' },
  super: { password: '/group/password' },
  deputy: { password: '/account/mgrpwd' },
} as const satisfies Record<ConsoleAudience, { settings?: string; password?: string }>;
